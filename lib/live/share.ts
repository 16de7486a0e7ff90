import { isLineId, type LineId } from '../lines/lines';
import { fileNameProblem } from './paths';

export { isShareHash, SHARE_PREFIX } from './share-hash';

/**
 * A shared edit in the address's hash (docs/decisions.md, "Share links"). Format 1:
 *
 *   #share=1&demo=<anchor>&line=<line>&of=<fingerprint>&files=<payload>
 *
 * - `share` is the format's version: a hash of another version is recognised and said so, never guessed at.
 * - `demo` is the demo's anchor on the page (the same on both lines), since a page may hold several demos.
 * - `line` is the line whose page made the link: its imports and API are that line's.
 * - `of` fingerprints the demo's original files when the link was made, so a changed original can be told apart.
 * - `files` is every file of the edit, added ones included, in the editor's order: JSON `[[name, text], …]` in
 *   UTF-8, deflate-raw (the platform's CompressionStream, no dependency), base64url.
 *
 * The code is the only state: the files are all the link carries besides the facts above.
 */
export const SHARE_FORMAT = 1;

/**
 * The limits. A link longer than `hashChars` is "too large": chat and issue trackers cut or refuse such links, and
 * it is about four times what the largest demo (7.4 KB of code) needs. The decoded text is capped at `textBytes`
 * while it is inflated, so a small hash cannot unpack into megabytes (a decompression bomb); `files` caps the count.
 */
export const SHARE_LIMITS = { hashChars: 32_768, textBytes: 256 * 1024, files: 32 } as const;

/** What a share link carries. */
export interface SharedEdit {
  demo: string;
  line: LineId;
  /** `fingerprintFiles` of the demo's original files where the link was made. */
  fingerprint: string;
  /** Every file of the edit, by name, in the editor's order. */
  files: ReadonlyArray<readonly [string, string]>;
}

/** Why a share hash cannot be opened; `demo` is the demo it names, when that much could be read. */
export type ShareProblem = { kind: 'version'; version: string; demo?: string } | { kind: 'damaged'; demo?: string } | { kind: 'too-large'; demo?: string };

export type ShareDecoding = { ok: true; edit: SharedEdit } | { ok: false; problem: ShareProblem };

export type ShareEncoding = { ok: true; hash: string } | { ok: false; chars: number };

/** A short, stable fingerprint of a demo's files (FNV-1a, 32 bits, hex): equal files give equal prints, in any order. */
export function fingerprintFiles(files: Iterable<readonly [string, string]>): string {
  let hash = 0x811c9dc5;
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, text] of sorted) {
    for (const part of [name, '\0', text, '\0']) {
      for (let index = 0; index < part.length; index += 1) {
        hash ^= part.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193);
      }
    }
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one spread of a long array would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The stream's bytes, read as they come so that reading stops once they pass `limit`. */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'too-large'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  const source = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
  return source.pipeThrough(transform as ReadableWritablePair<Uint8Array, Uint8Array>);
}

/** The hash of a link to `edit`, or how long it would be when it is over `SHARE_LIMITS.hashChars`. */
export async function encodeShare(edit: SharedEdit): Promise<ShareEncoding> {
  const json = new TextEncoder().encode(JSON.stringify(edit.files));
  const packed = new Uint8Array(await new Response(through(json, new CompressionStream('deflate-raw'))).arrayBuffer());
  // `share=` first: SHARE_PREFIX (share-hash.ts) is how the page recognises the hash.
  const params = new URLSearchParams({
    share: String(SHARE_FORMAT),
    demo: edit.demo,
    line: edit.line,
    of: edit.fingerprint,
    files: toBase64Url(packed),
  });
  const hash = `#${params.toString()}`;
  return hash.length > SHARE_LIMITS.hashChars ? { ok: false, chars: hash.length } : { ok: true, hash };
}

const DEMO_ID = /^[\w-]+$/;

/** Reads the files of a payload's JSON: pairs of a valid, unrepeated file name and its text; undefined otherwise. */
function readFiles(json: string): Array<readonly [string, string]> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > SHARE_LIMITS.files) return undefined;
  const files: Array<readonly [string, string]> = [];
  for (const entry of value as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2) return undefined;
    const [name, text] = entry as unknown[];
    if (typeof name !== 'string' || typeof text !== 'string') return undefined;
    if (
      fileNameProblem(
        name,
        files.map(([taken]) => taken),
      ) !== undefined
    )
      return undefined;
    files.push([name, text]);
  }
  return files;
}

/**
 * Reads a share hash (`#share=…`). Whatever it holds, the answer is an edit or a problem, never a throw: a hash of
 * another version, one that is cut, altered or not ours ("damaged"), one over the limits ("too-large").
 */
export async function decodeShare(hash: string): Promise<ShareDecoding> {
  const fail = (problem: ShareProblem): ShareDecoding => ({ ok: false, problem });
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const named = params.get('demo');
  const demo = named !== null && DEMO_ID.test(named) ? named : undefined;
  if (hash.length > SHARE_LIMITS.hashChars) return fail({ kind: 'too-large', demo });
  const version = params.get('share') ?? '';
  if (!/^\d{1,6}$/.test(version)) return fail({ kind: 'damaged', demo });
  if (Number(version) !== SHARE_FORMAT) return fail({ kind: 'version', version, demo });
  const line = params.get('line') ?? '';
  const fingerprint = params.get('of') ?? '';
  const payload = params.get('files') ?? '';
  if (!demo || !isLineId(line) || !/^[0-9a-f]{8}$/.test(fingerprint) || !/^[\w-]+$/.test(payload)) return fail({ kind: 'damaged', demo });
  let text: string;
  try {
    const bytes = await readAtMost(through(fromBase64Url(payload), new DecompressionStream('deflate-raw')), SHARE_LIMITS.textBytes);
    if (bytes === 'too-large') return fail({ kind: 'too-large', demo });
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail({ kind: 'damaged', demo });
  }
  const files = readFiles(text);
  return files ? { ok: true, edit: { demo, line, fingerprint, files } } : fail({ kind: 'damaged', demo });
}

/** What opening a decoded link does to the demo it reached (`openShareOn`). */
export type ShareOpening =
  | { kind: 'problem'; problem: ShareProblem }
  /** A readable link for a demo that is not this one (the page's first demo tells it). */
  | { kind: 'no-such-demo'; demo: string }
  /** A link made on the other line: its code stays out (its imports and API are that line's). */
  | { kind: 'other-line'; made: LineId }
  /** The link's files are the original files as they are now: nothing to hold. */
  | { kind: 'unchanged' }
  /** The files that differ from the originals (added ones included, in the link's order), and whether the originals changed since. */
  | { kind: 'from-link'; edits: Record<string, string>; changed: boolean };

/** What a decoded link means for the demo `demo` of line `line`, whose original files are `originals`. */
export function openShareOn(decoded: ShareDecoding, demo: string, line: LineId, originals: ReadonlyMap<string, string>): ShareOpening {
  if (!decoded.ok) return { kind: 'problem', problem: decoded.problem };
  const { edit } = decoded;
  if (edit.demo !== demo) return { kind: 'no-such-demo', demo: edit.demo };
  if (edit.line !== line) return { kind: 'other-line', made: edit.line };
  const edits = Object.fromEntries(edit.files.filter(([name, text]) => originals.get(name) !== text));
  if (Object.keys(edits).length === 0) return { kind: 'unchanged' };
  return { kind: 'from-link', edits, changed: edit.fingerprint !== fingerprintFiles(originals) };
}
