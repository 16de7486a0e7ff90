import { ContentError } from '../registry/errors';
import { jsonSyntaxPosition } from '../registry/json-position';

/** Where the glossary lives, relative to the site root; every error about it names this file. */
export const GLOSSARY_FILE = 'content/glossary.json';

/** One concept: the Chinese term the site uses, the variants it must not use, and the English terms. */
export interface GlossaryEntry {
  id: string;
  term: string;
  variants: string[];
  en: string[];
  note?: string;
}

/** A glossary variant found in a text, with the term to use instead. */
export interface VariantUse {
  id: string;
  variant: string;
  term: string;
  /** 1-based line of the text the variant is on. */
  line: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');
}

function parseEntry(value: unknown, index: number): GlossaryEntry {
  const at = `entries[${index}]`;
  if (!isRecord(value)) throw new ContentError(GLOSSARY_FILE, `${at} must be an object`);
  const { id, term, variants, en, note } = value;
  if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id))
    throw new ContentError(GLOSSARY_FILE, `${at} needs an "id" of lower-case letters, digits and hyphens`);
  if (typeof term !== 'string' || term.trim() === '') throw new ContentError(GLOSSARY_FILE, `"${id}" needs a non-empty "term"`);
  if (!isNonEmptyStringList(variants)) throw new ContentError(GLOSSARY_FILE, `"${id}" needs "variants" as a list of non-empty strings`);
  if (!isNonEmptyStringList(en) || en.length === 0) throw new ContentError(GLOSSARY_FILE, `"${id}" needs "en" as a non-empty list of English terms`);
  if (note !== undefined && typeof note !== 'string') throw new ContentError(GLOSSARY_FILE, `"${id}" has a "note" that is not a string`);
  return { id, term, variants, en, ...(note !== undefined ? { note } : {}) };
}

/**
 * Reads the glossary's text. Fails, naming the file, on bad JSON, a malformed entry, a repeated id or term, and
 * a variant found inside any entry's term: the check matches variants as substrings, so such a term could
 * never be written without being reported.
 */
export function parseGlossary(text: string): GlossaryEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ContentError(GLOSSARY_FILE, `is not valid JSON (${(error as Error).message})`, jsonSyntaxPosition(text, error));
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.entries)) throw new ContentError(GLOSSARY_FILE, 'must be an object with an "entries" list');
  const entries = parsed.entries.map(parseEntry);
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const key of [`id ${entry.id}`, `term ${entry.term}`]) {
      if (seen.has(key)) throw new ContentError(GLOSSARY_FILE, `repeats the ${key}`);
      seen.add(key);
    }
  }
  for (const entry of entries) {
    for (const variant of entry.variants) {
      const clash = entries.find((other) => other.term.includes(variant));
      if (clash) throw new ContentError(GLOSSARY_FILE, `the variant "${variant}" of "${entry.id}" is part of the term "${clash.term}" of "${clash.id}"`);
    }
  }
  return entries;
}

/** Every glossary variant in `text`, in order of position, each with its line. */
export function findVariants(text: string, entries: GlossaryEntry[]): VariantUse[] {
  const found: Array<VariantUse & { index: number }> = [];
  for (const entry of entries) {
    for (const variant of entry.variants) {
      for (let index = text.indexOf(variant); index !== -1; index = text.indexOf(variant, index + variant.length)) {
        found.push({ id: entry.id, variant, term: entry.term, line: text.slice(0, index).split('\n').length, index });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ id, variant, term, line }) => ({ id, variant, term, line }));
}
