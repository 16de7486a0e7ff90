/** The answer page's slug of a route: `/troubleshooting/row-key` → `row-key`; undefined for any other page. */
export function answerSlug(route: string): string | undefined {
  return /^\/troubleshooting\/([a-z0-9-]+)$/.exec(route)?.[1];
}
