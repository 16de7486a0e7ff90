import type { liveZhCN } from './zh-CN';

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : never;

/** The live editor's and runner's texts, keyed as the zh-CN edition keys them: an edition missing one fails the type check. */
export type LiveMessages = { readonly [K in keyof typeof liveZhCN]: Widen<(typeof liveZhCN)[K]> };
