import type { zhCN } from './zh-CN';

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

/**
 * Every user-facing text, keyed as the zh-CN edition keys them: an edition missing a key, or holding one the other
 * lacks, fails the type check (and so `next build`), naming its file and the key.
 */
export type Messages = { readonly [K in keyof typeof zhCN]: Widen<(typeof zhCN)[K]> };
