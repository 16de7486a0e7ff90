import type { ApiToolsMessages } from '../messages/api-tools';
import type { AntdCell } from './antd';

/**
 * A row's antd cell as text, its names as `code` spans: the head says how antd takes the prop, the note what to
 * know about it. The API table shows them as two lines through InlineText; the page's Markdown joins them.
 */
export function antdCellText(cell: AntdCell, messages: ApiToolsMessages): { head: string; note?: string } {
  const head = {
    same: messages.apiAntdSame,
    changed: messages.apiAntdChanged,
    renamed: `\`${cell.name}\``,
    'config-provider': messages.apiAntdConfigProvider(cell.name ?? ''),
    'not-exposed': messages.apiAntdNotExposed,
    later: cell.versions ? messages.apiAntdLater('antd', cell.versions.antd, cell.versions.package, cell.versions.ships) : '',
  }[cell.kind];
  return cell.note ? { head, note: cell.note } : { head };
}
