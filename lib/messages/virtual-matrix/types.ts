import type { virtualMatrixZhCN } from './zh-CN';

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

/**
 * The VirtualTable compatibility matrix's texts, keyed as the zh-CN edition keys them. A module of their own: only server
 * components show them, so no page's first load carries them.
 */
export type VirtualMatrixMessages = { readonly [K in keyof typeof virtualMatrixZhCN]: Widen<(typeof virtualMatrixZhCN)[K]> };
