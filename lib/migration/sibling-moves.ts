import type { SourceEdit } from '../markdown/source-edits';
import type { MovedPackage } from './packages';
import type { Report } from './report';
import { siblingApi } from './sibling-api';

/**
 * A module name of a sibling package (`rc-tooltip`, `rc-dropdown/assets/index.css`), in a script or a stylesheet:
 * left as it is with a word on how to move it, or, when the reader chose to move siblings, renamed with the
 * install command and the versions whose types were compared. Returns whether it was renamed.
 */
export function moveSibling(report: Report, at: number, edit: SourceEdit, moved: MovedPackage, from: string, moveSiblings: boolean): boolean {
  const install = `npm install ${moved.to}`;
  if (!moveSiblings) {
    report.warn(at, 'sibling', 'sibling-kept', { from, to: moved.to, install });
    return false;
  }
  const api = siblingApi(moved.from);
  report.change(edit, 'sibling', 'sibling-moved', {
    from,
    to: edit.text,
    install,
    versions: api ? `${api.from} ${api.fromVersion} → ${api.to} ${api.toVersion}` : `${moved.from} → ${moved.to}`,
  });
  return true;
}
