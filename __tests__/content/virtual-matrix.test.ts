import fs from 'node:fs';
import path from 'node:path';
import { localeIds, localizedRouteId, type LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, LINE_IDS, type LineId } from '@/lib/lines/lines';
import { featuresOn, MATRIX_ROUTE, type VirtualMatrixFile } from '@/lib/virtual-matrix/keys';

const root = path.join(__dirname, '..', '..');
const matrix = JSON.parse(fs.readFileSync(path.join(root, '.generated', 'virtual-matrix.json'), 'utf8')) as VirtualMatrixFile;

/** The compatibility page's text as a line and an edition show it (the registry build writes it). */
function pageText(line: LineId, locale: LocaleId): string {
  const id = localizedRouteId(`${line === CURRENT_LINE ? '' : `${line}/`}${MATRIX_ROUTE.slice(1)}`, locale);
  return fs.readFileSync(path.join(root, '.generated', 'content', `${id}.mdx`), 'utf8');
}

describe('the VirtualTable compatibility page', () => {
  it('has at least 20 features on every line', () => {
    for (const line of LINE_IDS) expect(featuresOn(matrix.features, line).length).toBeGreaterThanOrEqual(20);
  });

  it('says why for every VirtualTable cell that is not "works", on every line and in every edition', () => {
    for (const line of LINE_IDS) {
      const notWorks = featuresOn(matrix.features, line)
        .filter((feature) => matrix.lines[line].cells[feature.id].VirtualTable.verdict !== 'works')
        .map((feature) => feature.id);
      expect(notWorks.length).toBeGreaterThan(0);
      for (const locale of localeIds()) {
        const told = [...pageText(line, locale).matchAll(/<Why feature="([^"]+)" \/>/g)].map((match) => match[1]);
        expect({ line, locale, told: told.sort() }).toEqual({ line, locale, told: [...notWorks].sort() });
      }
    }
  });

  it('shows the demo of every feature on every line the feature is on', () => {
    for (const line of LINE_IDS) {
      for (const locale of localeIds()) {
        const text = pageText(line, locale);
        const missing = featuresOn(matrix.features, line).filter((feature) => !text.includes(`<Demo id="${feature.demo}" />`));
        expect(missing.map((feature) => `${line} ${locale}: ${feature.demo}`)).toEqual([]);
      }
    }
  });
});
