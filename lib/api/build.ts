import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type LocaleId } from '../i18n/locales';
import { LINE_IDS, lineById, type LineId } from '../lines/lines';
import { standaloneDemoId } from '../lines/paths';
import type { Registry } from '../registry/types';
import { apiEntries } from './entries';
import { extractApi } from './extract';
import { jsonKeyPosition } from '../registry/json-position';
import { descriptionsFile, mergeDescriptions, overlayDescriptions, parseDescriptions, type Descriptions, type ProblemPath } from './merge';
import { antdCell, antdOnlyItems, type AntdOnlyItem } from './antd';
import { readAntd } from './antd-files';
import { sinceOf, SinceDataError, type SinceData } from './since';
import { loadSinceData } from './since-files';
import type { ApiData, ApiProp, ExtractedProp } from './types';
import { propsUsedInSources, type PropUse } from './usage';

/** Every line's API tables in every edition: `api[line][locale][table]`. */
export type LineApiData = Record<LineId, Record<LocaleId, ApiData>>;

/** A descriptions file's text and what it says, or undefined when the file does not exist. */
function readDescriptions(root: string, file: string): { text: string; descriptions: Descriptions } | undefined {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) return undefined;
  const text = fs.readFileSync(absolute, 'utf8');
  return { text, descriptions: parseDescriptions(text, file) };
}

/** A line's props as its package declares them (`node_modules/<package>/<types folder>`). */
export function extractLineApi(root: string, line: LineId): Record<string, ExtractedProp[]> {
  const { package: name, types } = lineById(line);
  return extractApi(path.join(root, 'node_modules', name, types), apiEntries);
}

/**
 * Builds one edition's API tables on one line from the line's declarations and the team's descriptions in that
 * edition's language under `root`: the shared file, with the line's own file laid over it. A prop without a
 * description fails the build, naming the line, the edition, the prop and the file to add it to: the line's own
 * file for a prop no other line declares (`others`), else the shared one, so one fix serves every line that has it.
 */
export function buildApiData(
  root: string,
  locale: LocaleId,
  line: LineId,
  extracted = extractLineApi(root, line),
  others: ReadonlyArray<Record<string, ExtractedProp[]>> = LINE_IDS.filter((id) => id !== line).map((id) => extractLineApi(root, id)),
): ApiData {
  const sharedFile = descriptionsFile(locale);
  const ownFile = descriptionsFile(locale, line);
  const shared = readDescriptions(root, sharedFile);
  if (!shared) throw new Error(`${sharedFile} is missing`);
  const own = readDescriptions(root, ownFile);
  const descriptions = own ? overlayDescriptions(shared.descriptions, own.descriptions) : shared.descriptions;
  const onlyHere = (table: string, prop: string) => !others.some((other) => other[table]?.some((row) => row.name === prop));
  const ownHas = (table: string, prop: string) => {
    const entries = own?.descriptions[table];
    return typeof entries === 'object' && prop in entries;
  };
  // A missing text belongs in the line's file only when the prop is the line's alone; a stale one is in the file that holds it.
  const fileOf = ({ table, prop, missing }: ProblemPath) => {
    if (!own) return sharedFile;
    if (prop === undefined) return table in own.descriptions && !(table in shared.descriptions) ? ownFile : sharedFile;
    return (missing ? onlyHere(table, prop) : ownHas(table, prop)) ? ownFile : sharedFile;
  };
  return mergeDescriptions(extracted, descriptions, fileOf, { line, locale, packageName: lineById(line).package }, (keys, file) =>
    jsonKeyPosition(file === ownFile && own ? own.text : shared.text, keys),
  );
}

/** Marks each prop that no other line has with its line (`1.x`): the row shows it as a label on that line's pages. */
export function markLineOnlyProps(api: LineApiData): LineApiData {
  const lines = Object.keys(api) as LineId[];
  const has = (line: LineId, table: string, prop: string) => Object.values(api[line]).some((data) => data[table]?.some((row) => row.name === prop));
  return Object.fromEntries(
    lines.map((line) => [
      line,
      Object.fromEntries(
        Object.entries(api[line]).map(([locale, data]) => [
          locale,
          Object.fromEntries(
            Object.entries(data).map(([table, rows]) => [
              table,
              rows.map((row) => (lines.some((other) => other !== line && has(other, table, row.name)) ? row : { ...row, lineOnly: line })),
            ]),
          ),
        ]),
      ),
    ]),
  ) as LineApiData;
}

type LineExtraction = Record<LineId, Record<string, ExtractedProp[]>>;

const extractEveryLine = (root: string) => Object.fromEntries(LINE_IDS.map((line) => [line, extractLineApi(root, line)])) as LineExtraction;

/** Each line's table id → its rows' names, which the antd map is held to. */
const rowNames = (extracted: LineExtraction) =>
  Object.fromEntries(
    LINE_IDS.map((line) => [line, Object.fromEntries(Object.entries(extracted[line]).map(([table, props]) => [table, props.map((prop) => prop.name)]))]),
  ) as Record<LineId, Record<string, string[]>>;

/** A row's history on its line; the build cannot show a row without it, so a gap fails naming the file. */
function rowSince(data: SinceData, line: LineId, table: string, prop: string): ApiProp['since'] {
  const since = sinceOf(data, line, table, prop);
  if (!since) throw new SinceDataError([`${line} ${table}.${prop} has no history: run \`npm run api:since\` after upgrading the package`]);
  return { version: since.since, ...(since.deprecated ? { deprecated: since.deprecated.since } : {}) };
}

/** Every line's tables in both editions, each line's declarations read once, each row with its antd cell and its history. */
export function buildLineApiData(root: string, locales: readonly LocaleId[]): LineApiData {
  const extracted = extractEveryLine(root);
  const antd = readAntd(root, locales, rowNames(extracted));
  const since = loadSinceData(root);
  const api = Object.fromEntries(
    LINE_IDS.map((line) => {
      const others = LINE_IDS.filter((id) => id !== line).map((id) => extracted[id]);
      return [
        line,
        Object.fromEntries(
          locales.map((locale) => {
            const data = buildApiData(root, locale, line, extracted[line], others);
            const notes = antd.notes[locale];
            return [
              locale,
              Object.fromEntries(
                Object.entries(data).map(([table, rows]) => [
                  table,
                  rows.map((row) => ({ ...row, antd: antdCell(antd.map, notes, line, table, row.name), since: rowSince(since, line, table, row.name) })),
                ]),
              ),
            ];
          }),
        ),
      ];
    }),
  ) as LineApiData;
  return markLineOnlyProps(api);
}

/**
 * The antd props readers will not find here, per line, edition and table (the list under the table), held to the
 * rows `api` already has rather than to a second reading of the declarations.
 */
export function buildAntdOnly(root: string, locales: readonly LocaleId[], api: LineApiData): Record<LineId, Record<LocaleId, Record<string, AntdOnlyItem[]>>> {
  const rows = Object.fromEntries(
    LINE_IDS.map((line) => [line, Object.fromEntries(Object.entries(api[line][locales[0]]).map(([table, props]) => [table, props.map((prop) => prop.name)]))]),
  ) as Record<LineId, Record<string, string[]>>;
  const { map, notes } = readAntd(root, locales, rows);
  return Object.fromEntries(
    LINE_IDS.map((line) => [
      line,
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          Object.fromEntries(Object.keys(map.antdOnly).map((table) => [table, antdOnlyItems(map, notes[locale], line, locale, table)])),
        ]),
      ),
    ]),
  ) as Record<LineId, Record<LocaleId, Record<string, AntdOnlyItem[]>>>;
}

/** For each route with demos, the API rows its demos' sources use, on the route's line. */
export function apiUsageByRoute(registry: Registry, api: LineApiData): Record<string, PropUse[]> {
  const usage: Record<string, PropUse[]> = {};
  for (const route of registry.routes) {
    if (route.demos.length === 0) continue;
    const sources = route.demos.flatMap((name) =>
      Object.values(registry.demos[standaloneDemoId(name, route.line)]?.asset.dependencies ?? {}).flatMap((dependency) =>
        dependency.type === 'FILE' ? [dependency.value] : [],
      ),
    );
    usage[route.id] = propsUsedInSources(sources, api[route.line][DEFAULT_LOCALE]);
  }
  return usage;
}
