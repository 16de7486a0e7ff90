/**
 * `npm run new:demo <name> [--group <title>] [--title <English title>] [--zh-title <中文标题>]`: starts a demo.
 * Writes demos/<name>/index.tsx, its page in each edition and its Jest test (lib/registry/new-demo.ts), placed
 * last in its sidebar group; it builds and passes `npm test` as it is. Refuses a name that is taken or not
 * kebab-case, saying why.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { LOCALES, type LocaleId } from '../lib/i18n/locales';
import { ContentError } from '../lib/registry/errors';
import { parseFrontmatter } from '../lib/registry/frontmatter';
import { demoNameProblem, newDemoFiles, pickGroup, type DemoGroup, type DemoSection, type NewDemoOptions } from '../lib/registry/new-demo';
import type { AuthoredFrontmatter } from '../lib/registry/schema';

const root = process.cwd();
const USAGE = 'usage: npm run new:demo <name> [--group <group title>] [--title <English title>] [--zh-title <中文标题>]';

function fail(message: string): never {
  console.error(`new:demo: ${message}`);
  process.exit(1);
}

function parseArguments(args: string[]): NewDemoOptions {
  const flags: Record<string, keyof NewDemoOptions> = { '--group': 'group', '--title': 'title', '--zh-title': 'zhTitle' };
  const options: Partial<NewDemoOptions> = {};
  for (let index = 0; index < args.length; index++) {
    const flag = flags[args[index]];
    if (flag) {
      const value = args[++index];
      if (value === undefined || value.trim() === '') fail(`${args[index - 1]} needs a value\n${USAGE}`);
      options[flag] = value;
    } else if (args[index].startsWith('--')) {
      fail(`unknown option ${args[index]}\n${USAGE}`);
    } else if (options.name === undefined) {
      options.name = args[index];
    } else {
      fail(`one name at a time (got "${options.name}" and "${args[index]}")\n${USAGE}`);
    }
  }
  if (options.name === undefined) fail(`name the demo\n${USAGE}`);
  return { ...options, name: options.name };
}

const namesIn = (dir: string, pattern: RegExp) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).flatMap((entry) => (pattern.exec(entry)?.slice(1, 2) ?? []).filter((name) => name !== 'index')) : [];

/** Each edition's demo pages by name, with their frontmatter. */
function demoPages(locale: LocaleId): Map<string, AuthoredFrontmatter> {
  const dir = `content/${LOCALES.find((l) => l.id === locale)?.contentDir ?? ''}demo`;
  return new Map(
    namesIn(path.join(root, dir), /^(.+)\.mdx$/).map((name) => {
      const file = `${dir}/${name}.mdx`;
      return [name, parseFrontmatter(file, fs.readFileSync(path.join(root, file), 'utf8')).data];
    }),
  );
}

/** The demo section as the site has it: the taken names, the nav entry and the groups of each edition. */
function readSection(): DemoSection {
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale.id, demoPages(locale.id)])) as Record<LocaleId, Map<string, AuthoredFrontmatter>>;
  const taken = new Set([
    ...namesIn(path.join(root, 'demos'), /^(.+)$/),
    ...Object.values(pages).flatMap((byName) => [...byName.keys()]),
    ...namesIn(path.join(root, '__tests__/demos'), /^(.+)\.test\.tsx?$/),
  ]);
  const nav = {} as DemoSection['nav'];
  for (const locale of LOCALES) {
    const withNav = [...pages[locale.id].values()].find((frontmatter) => frontmatter.nav);
    if (!withNav?.nav) fail(`no demo page of the ${locale.id} edition names its nav entry`);
    nav[locale.id] = { title: withNav.nav.title, path: withNav.nav.path };
  }
  // Groups as the default edition orders them; each group's other titles come from the twins of its pages.
  const groups = new Map<number, DemoGroup>();
  for (const [name, frontmatter] of pages[LOCALES[0].id]) {
    if (!frontmatter.group) continue;
    const group = groups.get(frontmatter.group.order) ?? { order: frontmatter.group.order, titles: {} as Record<LocaleId, string>, lastOrder: 0 };
    for (const locale of LOCALES) group.titles[locale.id] ??= pages[locale.id].get(name)?.group?.title ?? frontmatter.group.title;
    group.lastOrder = Math.max(group.lastOrder, frontmatter.order ?? 0);
    groups.set(group.order, group);
  }
  return { taken, nav, groups: [...groups.values()].sort((a, b) => a.order - b.order) };
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  let section: DemoSection;
  try {
    section = readSection();
  } catch (error) {
    if (error instanceof ContentError) fail(`the existing demo pages do not build: ${error.message}`);
    throw error;
  }
  const problem = demoNameProblem(options.name, section.taken);
  if (problem) fail(problem);
  const group = pickGroup(section.groups, options.group);
  if (typeof group === 'string') fail(group);

  const files = newDemoFiles(section, options, group);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    // Code in the project's Prettier style whatever the name's length; Markdown and MDX are the authors' (.prettierignore).
    const formatted = /\.tsx?$/.test(file) ? await prettier.format(text, { ...(await prettier.resolveConfig(full)), filepath: full }) : text;
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, formatted, { flag: 'wx' });
  }
  console.log(
    [
      `new:demo: created the demo "${options.name}", last in the group ${Object.values(group.titles).join(' / ')} (order ${group.lastOrder + 1}):`,
      ...Object.keys(files).map((file) => `  ${file}`),
      'Next: make index.tsx show the feature, and rewrite the titles, descriptions and page texts in both editions;',
      'then `npm run dev` shows it at /demo/' + options.name + ', and its test runs with `npx jest __tests__/demos/' + options.name + '.test.tsx`.',
    ].join('\n'),
  );
}

void main();
