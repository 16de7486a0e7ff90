import fs from 'node:fs';
import path from 'node:path';
import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { ANTD_MAP_FILE, AntdMapError, antdNotesFile, antdProblems, type AntdMap, type AntdNotes } from './antd';

function readJson<T>(root: string, file: string): T {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) throw new AntdMapError(file, ['the file is missing']);
  try {
    return JSON.parse(fs.readFileSync(absolute, 'utf8')) as T;
  } catch (error) {
    throw new AntdMapError(file, [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

/**
 * The antd map and each edition's notes, held to the API rows of every line (`rows`: line → table id → names): the
 * first file with a problem fails the build, named with all its problems.
 */
export function readAntd(
  root: string,
  locales: readonly LocaleId[],
  rows: Record<LineId, Record<string, string[]>>,
): { map: AntdMap; notes: Record<LocaleId, AntdNotes> } {
  const map = readJson<AntdMap>(root, ANTD_MAP_FILE);
  const notes = Object.fromEntries(locales.map((locale) => [locale, readJson<AntdNotes>(root, antdNotesFile(locale))])) as Record<LocaleId, AntdNotes>;
  const [first] = antdProblems(map, notes, rows);
  if (first) throw new AntdMapError(...first);
  return { map, notes };
}
