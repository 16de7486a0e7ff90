/** The id of an API table row, so demo pages can link to it: `api-table-rowkey`, `api-summary-cell-index`. */
export function apiAnchor(tableId: string, prop: string): string {
  return `api-${tableId}-${prop}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}
