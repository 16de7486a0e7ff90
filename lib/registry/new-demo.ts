/**
 * The files `npm run new:demo <name>` writes: a demo that builds and passes the checks as it is, for its author to
 * turn into the feature it shows. Pure: `scripts/new-demo.ts` reads the site and writes what this returns.
 */
import { LOCALES, localeIds, SOURCE_LOCALE, type LocaleId } from '../i18n/locales';
import { isDemoId } from '../markdown/demo-embeds';

/** A sidebar group of the demo pages, titled in each edition, with the last page order it holds. */
export interface DemoGroup {
  order: number;
  titles: Record<LocaleId, string>;
  lastOrder: number;
}

/** The demo section as the site has it: the names taken, each edition's nav entry and the groups in order. */
export interface DemoSection {
  taken: ReadonlySet<string>;
  nav: Record<LocaleId, { title: string; path: string }>;
  groups: DemoGroup[];
}

export interface NewDemoOptions {
  name: string;
  /** A group's title in either edition; the first group (the basics) when absent. */
  group?: string;
  /** The English title; the name in words when absent. */
  title?: string;
  /** The zh-CN title; the English title behind 示例 when absent, to be rewritten. */
  zhTitle?: string;
}

/** Why `name` cannot be a new demo, or undefined when it can. */
export function demoNameProblem(name: string, taken: ReadonlySet<string>): string | undefined {
  if (!isDemoId(name)) {
    const suggestion = name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const hint = isDemoId(suggestion) ? `, such as "${suggestion}"` : '';
    return `"${name}" is not kebab-case: a demo's name is its folder and its address (/demo/<name>), lower-case letters and digits in words joined by hyphens${hint}`;
  }
  if (taken.has(name)) return `"${name}" is taken: a demo, a demo page or a demo test of that name already exists`;
  return undefined;
}

/** `row-selection` → `Row selection`. */
export function titleFromName(name: string): string {
  const words = name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `row-selection` → `RowSelection`; a name starting with a digit gets `Demo` in front, as a component name must. */
export function componentName(name: string): string {
  const pascal = name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return /^\d/.test(pascal) ? `Demo${pascal}` : pascal;
}

/** The group titled `wanted` in either edition, the first group without it, or why there is none. */
export function pickGroup(groups: readonly DemoGroup[], wanted?: string): DemoGroup | string {
  const [first] = groups;
  if (!first) return 'the site has no demo page with a group to join';
  if (wanted === undefined) return first;
  const found = groups.find((group) => Object.values(group.titles).some((title) => title.toLowerCase() === wanted.toLowerCase()));
  const list = groups.map((group) => Object.values(group.titles).join(' / ')).join(', ');
  return found ?? `no demo group is titled "${wanted}"; the groups are: ${list}`;
}

/**
 * A YAML scalar that reads back as this string: plain, as authors write them, unless YAML would read it otherwise (a
 * leading indicator or digit, `: ` or ` #` inside, a word YAML 1.1 takes for a boolean or null), then double-quoted.
 */
function yamlString(text: string): string {
  const plain =
    text === text.trim() && /^[^\s\d\-?:,[\]{}#&*!|>'"%@`+.]/.test(text) && !/:(\s|$)|\s#/.test(text) && !/^(true|false|null|yes|no|on|off|y|n|~)$/i.test(text);
  return plain ? text : JSON.stringify(text);
}
/** The name's words as a YAML list of strings, each quoted so that `1` or `null` stays a word. */
const keywords = (name: string) =>
  `[${name
    .split('-')
    .map((word) => JSON.stringify(word))
    .join(', ')}]`;

interface EditionText {
  title: string;
  description: string;
  body: string;
}

function texts(name: string, options: NewDemoOptions): Record<LocaleId, EditionText> {
  const title = options.title ?? titleFromName(name);
  return {
    'zh-CN': {
      title: options.zhTitle ?? `示例：${title}`,
      description: `${name} 示例的起点：一个两列三行的表格。`,
      body: '这个示例渲染一个两列三行的表格：`columns` 描述列，`data` 提供行。把它改成要演示的特性，再改写这段说明和上面的标题、描述。',
    },
    en: {
      title,
      description: `The starting point of the ${name} demo: a table of two columns and three rows.`,
      body: 'This demo renders a table of two columns and three rows: `columns` describes the columns and `data` supplies the rows. Turn it into the feature it is meant to show, then rewrite this text and the title and description above.',
    },
  };
}

function page(name: string, text: EditionText, nav: { title: string; path: string }, group: DemoGroup, locale: LocaleId): string {
  return [
    '---',
    `title: ${yamlString(text.title)}`,
    `description: ${yamlString(text.description)}`,
    `keywords: ${keywords(name)}`,
    'nav:',
    `  title: ${yamlString(nav.title)}`,
    `  path: ${nav.path}`,
    'group:',
    `  title: ${yamlString(group.titles[locale])}`,
    `  order: ${group.order}`,
    `order: ${group.lastOrder + 1}`,
    '---',
    '',
    text.body,
    '',
    `<Demo id="${name}" />`,
    '',
  ].join('\n');
}

/** The demo header: the source edition's title and description, its keywords, then a block per other edition. */
function demoHeader(name: string, edition: Record<LocaleId, EditionText>): string {
  const own = edition[SOURCE_LOCALE];
  const blocks = localeIds()
    .filter((locale) => locale !== SOURCE_LOCALE)
    .flatMap((locale) => [`${locale}:`, `  title: ${yamlString(edition[locale].title)}`, `  description: ${yamlString(edition[locale].description)}`]);
  const lines = [`title: ${yamlString(own.title)}`, `description: ${yamlString(own.description)}`, `keywords: ${keywords(name)}`, ...blocks];
  return ['/**', ...lines.map((line) => ` * ${line}`), ' */'].join('\n');
}

function demoSource(name: string, edition: Record<LocaleId, EditionText>): string {
  return `${demoHeader(name, edition)}
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Member {
  key: string;
  name: string;
  role: string;
}

const columns: ColumnsType<Member> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Role', dataIndex: 'role', key: 'role' },
];

const data: Member[] = [
  { key: '1', name: 'Ada', role: 'Engineer' },
  { key: '2', name: 'Lin', role: 'Designer' },
  { key: '3', name: 'Sam', role: 'Writer' },
];

export default function ${componentName(name)}() {
  return <Table<Member> columns={columns} data={data} />;
}
`;
}

function demoTest(name: string): string {
  const component = componentName(name);
  return `import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { failOnConsoleError } from './console-guard';
import { LINES, lineDemo } from './lines';

failOnConsoleError();

const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

// Each line's copy of the demo (its package names), as the registry build wrote it.
describe.each(LINES)('${name} on $line', ({ line }) => {
  let ${component}: ComponentType;
  beforeAll(async () => {
    ${component} = await lineDemo(line, '${name}');
  });

  it('renders its table: the column headers, then one row per record', () => {
    render(<${component} />);
    const table = screen.getByRole('table');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Name', 'Role']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual([
      ['Ada', 'Engineer'],
      ['Lin', 'Designer'],
      ['Sam', 'Writer'],
    ]);
  });
});
`;
}

/** Every file of the new demo, keyed by its path from the site's root; `group` must come from `pickGroup`. */
export function newDemoFiles(section: DemoSection, options: NewDemoOptions, group: DemoGroup): Record<string, string> {
  const { name } = options;
  const edition = texts(name, options);
  const files: Record<string, string> = {
    [`demos/${name}/index.tsx`]: demoSource(name, edition),
    [`__tests__/demos/${name}.test.tsx`]: demoTest(name),
  };
  for (const locale of LOCALES) {
    files[`content/${locale.contentDir}demo/${name}.mdx`] = page(name, edition[locale.id], section.nav[locale.id], group, locale.id);
  }
  return files;
}
