import type { LocaleId } from '../i18n/locales';
import type { DemoEntry } from '../registry/types';
import { fencedCode } from './code-markup';

const LANGUAGES: Record<string, string> = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css', less: 'less', json: 'json' };

/** A demo embed: its title as a heading at `depth`, its description, then every file of its source. */
export function demoMarkdown(demo: DemoEntry, depth: number, locale: LocaleId): string {
  const files = Object.entries(demo.asset.dependencies).flatMap(([name, dependency]) => (dependency.type === 'FILE' ? [{ name, code: dependency.value }] : []));
  return [
    `${'#'.repeat(depth)} ${demo.asset.locales[locale].title}`,
    demo.asset.locales[locale].description,
    ...files.map(({ name, code }) => fencedCode(code, `${LANGUAGES[name.split('.').pop() ?? ''] ?? ''} title="${name}"`)),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}
