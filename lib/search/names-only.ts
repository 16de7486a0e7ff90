import type { SearchText } from './types';

/**
 * An API name as prose mentions it: camelCase (`showExpandAll`), PascalCase with a second word (`ExpandIcon`), a
 * dotted path (`expandable.forceRender`, `scroll.x`) or a class name (`rc-table-cell-fix-start`). Plain words
 * and version numbers are not names.
 */
const NAME = /(?:[A-Za-z_$][\w$]*\.)+[A-Za-z_$][\w$]*|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|rc-[a-z]+(?:-[a-z]+)+/g;

/**
 * A page's texts reduced to the API names each section mentions, one text per section, in section order: the page
 * stays findable by every name it records (`showExpandAll` finds the changelog's 1.12.0) while its prose neither
 * fills the search payload nor outranks the pages that teach the thing.
 */
export function namesOnly(texts: SearchText[]): SearchText[] {
  const sections = new Map<number | undefined, Set<string>>();
  for (const text of texts) {
    const names = sections.get(text.tocIndex) ?? new Set<string>();
    // `e.g` and `i.e` have the shape of a dotted path.
    for (const name of text.value.match(NAME) ?? []) if (!/^[a-z]\./i.test(name)) names.add(name);
    sections.set(text.tocIndex, names);
  }
  return [...sections].flatMap(([tocIndex, names], paraId) =>
    names.size === 0 ? [] : [{ value: [...names].join(' '), paraId, ...(tocIndex === undefined ? {} : { tocIndex }) }],
  );
}
