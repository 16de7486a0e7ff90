import { localeById, type LocaleId } from '../i18n/locales';
import { isLineId, lineById, LINE_IDS, type LineId } from '../lines/lines';

/** What each API row is called in antd, shared by the editions; the notes are each edition's (`antdNotesFile`). */
export const ANTD_MAP_FILE = 'content/antd-map.json';

export function antdNotesFile(locale: LocaleId): string {
  return `content/${localeById(locale).contentDir}api/antd-notes.json`;
}

/**
 * How antd takes a row: `same` (a prop of the same name: any row the map does not list), `changed` (same name, other
 * behaviour), `renamed`, `config-provider` (set through ConfigProvider), `not-exposed`, or `later` (the rc version
 * antd ships does not have it yet).
 */
export type AntdKind = 'same' | 'changed' | 'renamed' | 'config-provider' | 'not-exposed' | 'later';

const LISTED_KINDS: readonly AntdKind[] = ['changed', 'renamed', 'config-provider', 'not-exposed', 'later'];
/** Kinds whose cell needs a note: `later` says all it has to say from the versions. */
const NOTED_KINDS: readonly AntdKind[] = ['changed', 'renamed', 'config-provider', 'not-exposed'];

export interface AntdEntry {
  kind: Exclude<AntdKind, 'same'>;
  /** antd's name (`dataSource`, `locale.emptyText`), or ConfigProvider's prop for `config-provider`. */
  antd?: string;
}

/** A group of antd props readers will not find here, one line in the list under the table. */
export interface AntdOnlyGroup {
  names: string[];
  /** Lines whose antd has the group; every line's when absent. */
  lines?: LineId[];
  /** The heading of antd's Table page the group's link opens. */
  anchor: string;
}

export interface AntdMap {
  /** Per line: the antd version the drift test reads and the version of the line's package it ships. */
  lines: Record<LineId, { antd: string; ships: string }>;
  /** Table id → prop → entry, or per line: line id → entry. */
  rows: Record<string, Record<string, AntdEntry | Partial<Record<LineId, AntdEntry>>>>;
  antdOnly: Record<string, AntdOnlyGroup[]>;
  /** antd props that are rc's own internal props, which the API tables leave out. */
  internal: Record<string, string[]>;
}

/** A note, or each line's own. */
type Note = string | Partial<Record<LineId, string>>;

/** One edition's notes: `rows` as the map's, `antdOnly` keyed by each group's first name. */
export interface AntdNotes {
  rows: Record<string, Record<string, Note>>;
  antdOnly: Record<string, Record<string, Note>>;
}

/** What a row's antd cell shows in one edition. */
export interface AntdCell {
  kind: AntdKind;
  name?: string;
  note?: string;
  /** For `later`: the antd version, and the line's package and version it ships. */
  versions?: { antd: string; package: string; ships: string };
}

/** One line of the list of antd-only props, in one edition. */
export interface AntdOnlyItem {
  names: string[];
  note: string;
  href: string;
}

/** Raised when the map or a notes file cannot be used; the message names the file and every problem. */
export class AntdMapError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
  }
}

const isPerLine = (value: AntdEntry | Partial<Record<LineId, AntdEntry>>): value is Partial<Record<LineId, AntdEntry>> => !('kind' in value);

/** The map's entry for a row on a line; undefined means antd has a prop of the same name. */
export function antdEntry(map: AntdMap, line: LineId, table: string, prop: string): AntdEntry | undefined {
  const entry = map.rows[table]?.[prop];
  if (entry === undefined) return undefined;
  return isPerLine(entry) ? entry[line] : entry;
}

function noteFor(notes: Record<string, Record<string, Note>>, line: LineId, table: string, key: string): string | undefined {
  const note = notes[table]?.[key];
  return typeof note === 'object' ? note[line] : note;
}

export function antdCell(map: AntdMap, notes: AntdNotes, line: LineId, table: string, prop: string): AntdCell {
  const entry = antdEntry(map, line, table, prop);
  if (!entry) return { kind: 'same' };
  if (entry.kind === 'later') return { kind: 'later', versions: { ...map.lines[line], package: lineById(line).package } };
  return { kind: entry.kind, ...(entry.antd ? { name: entry.antd } : {}), note: noteFor(notes.rows, line, table, prop) };
}

/** antd's Table page in the edition's language: antd's Chinese pages end in `-cn`. */
function antdDocs(line: LineId, locale: LocaleId, anchor: string): string {
  const { docs } = lineById(line).antd;
  return `${docs}${locale.startsWith('zh') ? '-cn' : ''}#${anchor}`;
}

export function antdOnlyItems(map: AntdMap, notes: AntdNotes, line: LineId, locale: LocaleId, table: string): AntdOnlyItem[] {
  return (map.antdOnly[table] ?? [])
    .filter((group) => !group.lines || group.lines.includes(line))
    .map((group) => ({ names: group.names, note: noteFor(notes.antdOnly, line, table, group.names[0]) ?? '', href: antdDocs(line, locale, group.anchor) }));
}

/**
 * Whatever in the map or the notes the site cannot show, per file: an unknown kind or line, a renamed entry without
 * its antd name, an entry for a row no line has, a note missing in an edition or left for an entry that is gone.
 * `rows` is each line's table id → its rows' names.
 */
export function antdProblems(
  map: AntdMap,
  notesByLocale: Partial<Record<LocaleId, AntdNotes>>,
  rows: Record<LineId, Record<string, string[]>>,
): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  // A shared entry is read once per line: its problem is told once.
  const add = (file: string, problem: string) => {
    const known = problems.get(file) ?? [];
    if (!known.includes(problem)) problems.set(file, [...known, problem]);
  };
  for (const line of Object.keys(map.lines)) if (!isLineId(line)) add(ANTD_MAP_FILE, `lines: "${line}" is not a line`);
  for (const line of LINE_IDS) if (!map.lines[line]) add(ANTD_MAP_FILE, `lines: ${line} has no antd versions`);

  const noted: { line: LineId; table: string; key: string; where: string }[] = [];
  for (const [table, props] of Object.entries(map.rows))
    for (const [prop, value] of Object.entries(props)) {
      const where = `rows.${table}.${prop}`;
      const perLine = isPerLine(value) ? Object.entries(value) : LINE_IDS.map((line) => [line, value] as const);
      for (const [line, entry] of perLine) {
        if (!isLineId(line)) {
          add(ANTD_MAP_FILE, `${where}: "${line}" is not a line`);
          continue;
        }
        if (!entry || !LISTED_KINDS.includes(entry.kind)) add(ANTD_MAP_FILE, `${where}: kind "${entry?.kind}" is not one of ${LISTED_KINDS.join(', ')}`);
        else if ((entry.kind === 'renamed' || entry.kind === 'config-provider') && !entry.antd)
          add(ANTD_MAP_FILE, `${where}: a ${entry.kind} entry names antd's prop in "antd"`);
        const hasRow = rows[line][table]?.includes(prop);
        // A shared entry only needs the row on some line (classNames is 1.x's alone); a line's own entry needs it there.
        if (isPerLine(value) && !hasRow) add(ANTD_MAP_FILE, `${where}: ${line} has no such API row`);
        if (hasRow && entry && NOTED_KINDS.includes(entry.kind)) noted.push({ line, table, key: prop, where });
      }
      if (!isPerLine(value) && !LINE_IDS.some((line) => rows[line][table]?.includes(prop))) add(ANTD_MAP_FILE, `${where}: no line has such an API row`);
    }
  for (const [table, groups] of Object.entries(map.antdOnly))
    for (const group of groups) {
      const lines = group.lines ?? LINE_IDS;
      for (const line of lines) noted.push({ line, table, key: group.names[0], where: `antdOnly.${table}.${group.names[0]}` });
    }

  for (const [locale, notes] of Object.entries(notesByLocale) as [LocaleId, AntdNotes][]) {
    const file = antdNotesFile(locale);
    for (const { line, table, key, where } of noted) {
      const section = where.startsWith('antdOnly') ? notes.antdOnly : notes.rows;
      if (!noteFor(section, line, table, key)) add(file, `${where} has no note for ${line}`);
    }
    for (const [sectionName, section] of [
      ['rows', notes.rows],
      ['antdOnly', notes.antdOnly],
    ] as const)
      for (const [table, keys] of Object.entries(section))
        for (const key of Object.keys(keys))
          if (!noted.some((entry) => entry.where === `${sectionName}.${table}.${key}`))
            add(file, `${sectionName}.${table}.${key}: no entry of ${ANTD_MAP_FILE} needs this note`);
  }
  return problems;
}
