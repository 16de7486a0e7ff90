/**
 * The texts SPEC §8 fixes (and the release labels of §9, the "Sidebar" button of §2): the same words in both
 * editions, whatever the reader's language.
 */
export const fixedMessages = {
  pageNotFound: 'PAGE NOT FOUND',
  sidebar: 'Sidebar',
  noContent: 'No content was found',
  loading: 'Loading...',
  cannotFindModule: (name: string) => `Cannot find module '${name}'`,
  apiParserDisabled: 'apiParser must be enabled to use auto-generated API',
  apiNotFound: (id: string) => `Properties definition not found for ${id} component`,
  deprecatedLabel: 'Deprecated',
  chunkFailed: (id: string, type: string, url: string) => `Loading chunk ${id} failed. (${type}: ${url})`,
  cssChunkFailed: (id: string) => `Loading CSS chunk ${id} failed`,
} as const;
