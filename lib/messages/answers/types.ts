import type { answersZhCN } from './zh-CN';

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

/**
 * The troubleshooting section's texts, keyed as the zh-CN edition keys them. A module of their own: only server
 * components show them, so no page's first load carries them.
 */
export type AnswersMessages = { readonly [K in keyof typeof answersZhCN]: Widen<(typeof answersZhCN)[K]> };
