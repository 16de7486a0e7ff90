import { messages } from '@/lib/messages';
import type { ApiProp } from './types';

/** What an `<API>` shows: a status message (SPEC §8) or the rows. */
export type ApiView = { kind: 'message'; status: 'disabled' | 'resolving' | 'unknown'; text: string } | { kind: 'rows'; rows: ApiProp[] };

/** Decides what an `<API id>` shows from the site setting, the known ids and the rows loaded so far. */
export function apiView(options: { enabled: boolean; id: string; knownIds: readonly string[]; rows?: ApiProp[] }): ApiView {
  if (!options.enabled) return { kind: 'message', status: 'disabled', text: messages.apiParserDisabled };
  if (!options.knownIds.includes(options.id)) return { kind: 'message', status: 'unknown', text: messages.apiNotFound(options.id) };
  if (!options.rows) return { kind: 'message', status: 'resolving', text: messages.apiResolving };
  return { kind: 'rows', rows: options.rows };
}
