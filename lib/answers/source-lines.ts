import fs from 'node:fs';
import path from 'node:path';
import { lineById, type LineId } from '../lines/lines';
import { ContentError, positionAt } from '../registry/errors';
import { DEFAULT_SOURCE_LINES, type SourceExcerpt, type SourceRef } from './keys';

const MAX_SOURCE_LINES = 12;

/** One `<Source>` element of a page's text, with where it starts (for errors). */
export interface SourceElement extends SourceRef {
  offset: number;
}

const ATTRIBUTE = /\s*([A-Za-z]+)=(?:"([^"]*)"|'([^']*)'|\{(\d+)\})/y;

/**
 * The `<Source />` elements of a page's text (MDX), with their attributes. Read with a scanner, not one pattern: the
 * text a `find` quotes is code, and may hold `>` or `/`. A malformed element throws, naming `file` and its place.
 */
export function sourceElements(file: string, text: string): SourceElement[] {
  const found: SourceElement[] = [];
  for (const match of text.matchAll(/<Source\b/g)) {
    const offset = match.index;
    const fail = (reason: string): never => {
      throw new ContentError(file, `<Source>: ${reason}`, positionAt(text, offset));
    };
    const attributes = new Map<string, string>();
    ATTRIBUTE.lastIndex = offset + match[0].length;
    let end = ATTRIBUTE.lastIndex;
    for (let attribute = ATTRIBUTE.exec(text); attribute; attribute = ATTRIBUTE.exec(text)) {
      attributes.set(attribute[1], attribute[2] ?? attribute[3] ?? attribute[4]);
      end = ATTRIBUTE.lastIndex;
    }
    if (!/^\s*\/>/.test(text.slice(end))) fail('write it as <Source file="…" find="…" lines={3} />, each value quoted (lines in braces)');
    const unknown = [...attributes.keys()].filter((name) => !['file', 'find', 'lines'].includes(name));
    if (unknown.length > 0) fail(`unknown attribute "${unknown[0]}" (it takes file, find and lines)`);
    const sourceFile = attributes.get('file');
    const find = attributes.get('find');
    if (!sourceFile || !find) fail('needs a "file" (under the package\'s es/ folder) and a "find" (text on the excerpt\'s first line)');
    const lines = Number(attributes.get('lines') ?? DEFAULT_SOURCE_LINES);
    if (!Number.isInteger(lines) || lines < 1 || lines > MAX_SOURCE_LINES) fail(`"lines" must be a whole number from 1 to ${MAX_SOURCE_LINES}`);
    found.push({ file: sourceFile as string, find: find as string, lines, offset });
  }
  return found;
}

/**
 * The excerpt `ref` names in `line`'s package as installed under `root`. The page (`page`, with `at` the element's
 * place) fails the build when the file is missing or the text is not found exactly once: an upgrade that moves the
 * code is noticed, never quoted stale.
 */
export function sourceExcerpt(root: string, line: LineId, ref: SourceRef, page: string, at?: ReturnType<typeof positionAt>): SourceExcerpt {
  const pkg = lineById(line).package;
  const folder = path.join(root, 'node_modules', pkg);
  const relative = `es/${ref.file}`;
  const absolute = path.join(folder, relative);
  if (!absolute.startsWith(path.join(folder, 'es') + path.sep) || !fs.existsSync(absolute)) {
    throw new ContentError(page, `<Source file="${ref.file}">: ${pkg} has no ${relative} on ${line}`, at);
  }
  const text = fs.readFileSync(absolute, 'utf8');
  const first = text.indexOf(ref.find);
  if (first < 0) throw new ContentError(page, `<Source find="${ref.find}">: not in ${pkg}'s ${relative} on ${line}`, at);
  if (text.indexOf(ref.find, first + 1) >= 0) {
    throw new ContentError(page, `<Source find="${ref.find}">: found more than once in ${pkg}'s ${relative} on ${line}; quote more of the line`, at);
  }
  const all = text.split('\n');
  const start = text.slice(0, first).split('\n').length;
  const version = (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
  return { ...ref, package: pkg, version, path: relative, start, text: dedent(all.slice(start - 1, start - 1 + ref.lines)).join('\n') };
}

/** Lines with the indentation they share taken off: an excerpt from deep in a function reads from the left edge. */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((text) => text.trim() !== '').map((text) => /^[ \t]*/.exec(text)?.[0].length ?? 0);
  const shared = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((text) => text.slice(shared).trimEnd());
}
