import { asSentence } from '../api/inline-text';
import { isNewerThan } from '../api/versions';
import type { TypesMessages } from '../messages/editor-types';
import type { CompletionDetails } from './protocol';

/**
 * What a hover (and a completion's details) says, in order: the type, then the API table's text (its heading,
 * description, default and the line's first version with the prop, marked when it is newer than the version the
 * reader `picked` above the API tables) or TypeScript's own documentation.
 */
export function hoverParts(info: CompletionDetails, messages: TypesMessages, picked: string | null): { signature: string; heading?: string; lines: string[] } {
  if (!info.api) return { signature: info.signature, lines: info.documentation ? [info.documentation] : [] };
  const { table, description, default: fallback, since } = info.api;
  return {
    signature: info.signature,
    heading: messages.fromApi(table),
    lines: [
      asSentence(description),
      ...(fallback === undefined ? [] : [`${messages.defaultValue}: ${fallback}`]),
      ...(since === undefined ? [] : [`${messages.since}: ${since}`]),
      ...(since !== undefined && picked !== null && isNewerThan(since, picked) ? [messages.newerThanPicked(picked)] : []),
    ],
  };
}
