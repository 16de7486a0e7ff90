import since from '@/content/api/since.json';
import type { SinceData } from '@/lib/api/since';
import { compareVersions } from '@/lib/api/versions';
import { lineById, type LineId } from '@/lib/lines/lines';
import { ApiVersionPicker } from './ApiIslands';

/** `<ApiVersions />` in MDX: the version picker for the line's API tables, fed from `content/api/since.json`. */
export function ApiVersions({ line }: { line: LineId }) {
  const history = (since as SinceData).lines[line];
  if (!history) return null;
  const rowsSince: Record<string, number> = {};
  for (const rows of Object.values(history.tables)) for (const row of Object.values(rows)) rowsSince[row.since] = (rowsSince[row.since] ?? 0) + 1;
  return (
    <ApiVersionPicker
      line={line}
      packageName={lineById(line).package}
      versions={[...history.versions].sort((a, b) => compareVersions(b, a))}
      rowsSince={rowsSince}
    />
  );
}
