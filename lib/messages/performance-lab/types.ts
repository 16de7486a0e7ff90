import type { performanceLabZhCN } from './zh-CN';

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

/**
 * The performance lab page's texts, keyed as the zh-CN edition keys them. A module of their own: only server
 * components show them, so no page's first load carries them.
 */
export type PerformanceLabMessages = { readonly [K in keyof typeof performanceLabZhCN]: Widen<(typeof performanceLabZhCN)[K]> };
