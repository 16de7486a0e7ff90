import type { ApiData, ApiProp, ExtractedProp, PropLabel } from './types';

import { localeById, type LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import type { SourcePosition } from '../registry/errors';
import { jsonKeyPosition, jsonSyntaxPosition } from '../registry/json-position';

/** Where the team's zh-CN descriptions live, relative to the site root; every error about them names it. */
export const DESCRIPTIONS_FILE = 'content/api/descriptions.json';

/**
 * Each edition's descriptions: `content/api/descriptions.json`, `content/en/api/descriptions.json`, shared by every
 * line; with `line`, that line's own texts (`content/1.x/api/descriptions.json`), which add to the shared ones and
 * win over them.
 */
export function descriptionsFile(locale: LocaleId, line?: LineId): string {
  return `content/${localeById(locale).contentDir}${line ? `${line}/` : ''}api/descriptions.json`;
}

/**
 * The team's text for one prop: a description, or an object with the description, the default value, `noEffect`
 * for a prop the type accepts but rc-table's code never reads there (it gets the 无效果 label), and
 * `deprecatedValues` for values of its type the line deprecates (`'left' | 'right'` of `fixed` on 1.x).
 */
export type DescriptionEntry = string | { description: string; default?: string; noEffect?: boolean; deprecatedValues?: string };

/** `content/api/descriptions.json`: table id → prop name → text. Keys starting with `$` are notes. */
export type Descriptions = Record<string, Record<string, DescriptionEntry> | string>;

/** Raised when the descriptions file cannot be used; the message names the file and every problem found, `at` the first one's place. */
export class ApiDescriptionError extends Error {
  constructor(
    readonly problems: string[],
    readonly file: string = DESCRIPTIONS_FILE,
    readonly at?: SourcePosition,
  ) {
    super(`${file}: ${problems.join('; ')}`);
  }
}

const isNote = (key: string) => key.startsWith('$');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryProblem(at: string, value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? undefined : `${at} is an empty description`;
  if (!isRecord(value)) return `${at} must be a string or { "description", "default"?, "noEffect"?, "deprecatedValues"? }`;
  const unknownKeys = Object.keys(value).filter((key) => !['description', 'default', 'noEffect', 'deprecatedValues'].includes(key));
  if (unknownKeys.length > 0) return `${at} has unknown key(s) ${unknownKeys.join(', ')}`;
  if (typeof value.description !== 'string' || !value.description.trim()) return `${at} needs a non-empty "description"`;
  if (value.default !== undefined && typeof value.default !== 'string') return `${at}.default must be a string`;
  if (value.noEffect !== undefined && typeof value.noEffect !== 'boolean') return `${at}.noEffect must be true or false`;
  if (value.deprecatedValues !== undefined && (typeof value.deprecatedValues !== 'string' || !value.deprecatedValues.trim())) {
    return `${at}.deprecatedValues must be the deprecated values as text`;
  }
  return undefined;
}

/** Reads the descriptions file's text, failing with the file's name on bad JSON or a malformed entry. */
export function parseDescriptions(text: string, file: string = DESCRIPTIONS_FILE): Descriptions {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ApiDescriptionError([`is not valid JSON (${(error as Error).message})`], file, jsonSyntaxPosition(text, error));
  }
  if (!isRecord(parsed)) throw new ApiDescriptionError(['must be an object of table id → props'], file, { line: 1, column: 1 });
  const problems: string[] = [];
  let first: string[] | undefined;
  for (const [id, table] of Object.entries(parsed)) {
    if (isNote(id)) continue;
    if (!isRecord(table)) {
      problems.push(`"${id}" must be an object of prop name → description`);
      first ??= [id];
      continue;
    }
    for (const [name, entry] of Object.entries(table)) {
      const problem = entryProblem(`${id}.${name}`, entry);
      if (problem) problems.push(problem);
      if (problem) first ??= [id, name];
    }
  }
  if (first) throw new ApiDescriptionError(problems, file, jsonKeyPosition(text, first));
  return parsed as Descriptions;
}

/** The shared descriptions with a line's own laid over them, prop by prop (notes keep the shared file's). */
export function overlayDescriptions(shared: Descriptions, own: Descriptions): Descriptions {
  const merged: Descriptions = { ...shared };
  for (const [id, table] of Object.entries(own)) {
    if (isNote(id)) continue;
    const base = merged[id];
    merged[id] = typeof table === 'object' ? { ...(typeof base === 'object' ? base : {}), ...table } : table;
  }
  return merged;
}

/** The first problem a merge finds: its table, its prop (if any), whether the prop lacks a text, and the key path to show. */
export interface ProblemPath {
  table: string;
  prop?: string;
  missing?: boolean;
  at: string[];
}

/** Where the descriptions of a merge hold: the line and edition an error names. */
export interface DescriptionScope {
  line: LineId;
  locale: LocaleId;
  /** The declarations' package, named for a stale text (`@rc-component/table`). */
  packageName: string;
}

/**
 * Joins the declarations with the team's descriptions; the team's text wins where both exist, since it is written in
 * the edition's language and TSDoc in English only (`expandable`'s "Config expand rows" on the zh-CN page). Fails, naming each, on a
 * prop with neither text, and on an entry for a table or prop the declarations do not have (a stale text
 * would otherwise vanish silently when rc-table renames or drops a prop). `file` names the file at fault, or chooses
 * it from the first problem (a line's own file or the shared one).
 */
export function mergeDescriptions(
  extracted: Record<string, ExtractedProp[]>,
  descriptions: Descriptions,
  file: string | ((problem: ProblemPath) => string) = DESCRIPTIONS_FILE,
  scope?: DescriptionScope,
  locate?: (keys: string[], file: string) => SourcePosition,
): ApiData {
  const where = scope ? ` on ${scope.line} (${scope.locale} edition)` : '';
  const declarations = scope ? `${scope.packageName}'s declarations` : "rc-table's declarations";
  const missing: string[] = [];
  const stale: string[] = [];
  // The first problem: a stale entry's own key, or the prop lacking a description (its place shown is its table's key).
  let first: ProblemPath | undefined;
  const data: ApiData = {};
  for (const [id, written] of Object.entries(descriptions)) {
    if (isNote(id)) continue;
    if (!extracted[id]) {
      stale.push(`"${id}" is not an API table`);
      first ??= { table: id, at: [id] };
      continue;
    }
    const names = new Set(extracted[id].map((prop) => prop.name));
    if (typeof written !== 'object') continue;
    for (const name of Object.keys(written)) {
      if (names.has(name)) continue;
      stale.push(`${id}.${name} is not a prop in ${declarations}${where}`);
      first ??= { table: id, prop: name, at: [id, name] };
    }
  }
  for (const [id, props] of Object.entries(extracted)) {
    const written = descriptions[id];
    const table = typeof written === 'object' ? written : {};
    data[id] = props.map((prop): ApiProp => {
      const entry = table[prop.name];
      const text = typeof entry === 'string' ? entry : entry?.description;
      const description = text ?? prop.description;
      if (!description) {
        missing.push(`${id}.${prop.name}`);
        // Missing descriptions come first in the message, so the first of them is the place to show.
        if (missing.length === 1) first = { table: id, prop: prop.name, missing: true, at: [id] };
      }
      const fallbackDefault = typeof entry === 'object' ? entry.default : undefined;
      const defaultValue = prop.default ?? fallbackDefault;
      const labels: PropLabel[] = typeof entry === 'object' && entry.noEffect ? [...prop.labels, 'no-effect'] : prop.labels;
      const deprecatedValues = typeof entry === 'object' ? entry.deprecatedValues : undefined;
      return {
        name: prop.name,
        description: description ?? '',
        type: prop.type,
        ...(defaultValue ? { default: defaultValue } : {}),
        required: prop.required,
        labels,
        ...(prop.deprecation ? { deprecation: prop.deprecation } : {}),
        ...(deprecatedValues ? { deprecatedValues } : {}),
        ...(prop.control ? { control: prop.control } : {}),
      };
    });
  }
  const problems = [...(missing.length > 0 ? [`API props without a description${where} (add them here): ${missing.join(', ')}`] : []), ...stale];
  // Every problem sets `first`, so a problem is never left unreported.
  if (first) {
    const named = typeof file === 'string' ? file : file(first);
    throw new ApiDescriptionError(problems, named, locate?.(first.at, named));
  }
  return data;
}
