import { fixedMessages as messages } from '@/lib/messages/fixed';
import type { ApiProp } from './types';

/**
 * What an `<API>` shows: a status message (SPEC §8) or the rows. Tables are rendered at build time, so
 * SPEC §8's "resolving" situation never arises on this site: a known id always has its rows.
 */
export type ApiView = { kind: 'message'; status: 'disabled' | 'unknown'; text: string } | { kind: 'rows'; rows: ApiProp[] };

/** Decides what an `<API id>` shows from the site setting and the id's rows (undefined for an unknown id). */
export function apiView(options: { enabled: boolean; id: string; rows: ApiProp[] | undefined }): ApiView {
  if (!options.enabled) return { kind: 'message', status: 'disabled', text: messages.apiParserDisabled };
  if (!options.rows) return { kind: 'message', status: 'unknown', text: messages.apiNotFound(options.id) };
  return { kind: 'rows', rows: options.rows };
}
