import type { apiToolsZhCN } from './zh-CN';

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

/**
 * The texts of the API tables' Since and antd columns, the version picker and the part map, keyed as the zh-CN
 * edition keys them. A module of their own: the page's main texts reach every page's first load, and these are
 * shown only by the API tables (on the server) and the chunks the picker and the map load in.
 */
export type ApiToolsMessages = { readonly [K in keyof typeof apiToolsZhCN]: Widen<(typeof apiToolsZhCN)[K]> };
