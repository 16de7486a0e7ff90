/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@/lib/registry/types';
import { copySite, type SiteCopy } from '@/scripts/site-copy';

/**
 * `npm run new:demo` end to end, in a copy of the site: the demo it makes passes the registry build, the content
 * rules, lint, Prettier and its own test as it is, and a taken or malformed name is refused with the reason.
 */
const NAME = 'sorted-rows';
let copy: SiteCopy;

// The copy, the registry build and a Jest run of their own: minutes on a busy 2-core machine.
jest.setTimeout(600_000);

beforeAll(() => {
  copy = copySite(path.join(__dirname, '..', '..'), 'rc-table-new-demo');
});

afterAll(() => copy?.remove());

/** Runs a package binary in the copy; the Jest worker's own variables are left out so a nested Jest starts clean. */
function run(binary: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('JEST_')) delete env[key];
  const result = spawnSync(path.join(copy.dir, 'node_modules', '.bin', binary), args, { cwd: copy.dir, encoding: 'utf8', env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const newDemo = (...args: string[]) => run('tsx', 'scripts/new-demo.ts', ...args);

test('refuses a name that is not kebab-case, or is taken, and says why, writing nothing', () => {
  const before = fs.readdirSync(path.join(copy.dir, 'demos')).length;
  const camel = newDemo('sortedRows');
  expect(camel.status).toBe(1);
  expect(camel.output).toContain('"sortedRows" is not kebab-case');
  expect(camel.output).toContain('such as "sorted-rows"');
  const taken = newDemo('simple');
  expect(taken.status).toBe(1);
  expect(taken.output).toContain('"simple" is taken');
  expect(newDemo().output).toContain('usage: npm run new:demo <name>');
  expect(fs.readdirSync(path.join(copy.dir, 'demos'))).toHaveLength(before);
});

test('makes a demo that builds and passes its checks as it is', () => {
  const created = newDemo(NAME);
  expect(created.output).toContain(`created the demo "${NAME}"`);
  expect(created.status).toBe(0);
  const files = [`demos/${NAME}/index.tsx`, `__tests__/demos/${NAME}.test.tsx`, `content/demo/${NAME}.mdx`, `content/en/demo/${NAME}.mdx`];
  for (const file of files) expect(fs.existsSync(path.join(copy.dir, file))).toBe(true);

  const registry = run('tsx', 'scripts/build-registry.ts');
  expect(registry.output).toMatch(/^registry: \d+ pages/m);
  expect(registry.status).toBe(0);
  const built = JSON.parse(fs.readFileSync(path.join(copy.dir, '.generated', 'registry.json'), 'utf8')) as Registry;
  expect(built.demos[NAME].asset.locales['zh-CN'].title).toBe('示例：Sorted rows');
  const basics = built.routes.filter((route) => route.path.startsWith('/demo/') && route.meta.frontmatter.group?.order === 1);
  const page = built.routes.find((route) => route.path === `/demo/${NAME}`);
  // Last in the first group, in both editions.
  expect(page?.meta.frontmatter.order).toBe(Math.max(...basics.map((route) => route.meta.frontmatter.order ?? 0)));
  expect(built.routes.find((route) => route.path === `/en/demo/${NAME}`)?.meta.frontmatter).toMatchObject({
    group: { title: 'Basics' },
    order: page?.meta.frontmatter.order,
  });

  const lint = run('eslint', '--max-warnings=0', `demos/${NAME}`, `__tests__/demos/${NAME}.test.tsx`);
  expect(lint.output).toBe('');
  expect(run('prettier', '--check', `demos/${NAME}`, `__tests__/demos/${NAME}.test.tsx`).status).toBe(0);

  // Its own test, and the rules every demo page and text is held to: titles and descriptions, the Markdown copies,
  // published versions, what 1.x teaches, glossary terms. The changelog's and the migration guide's own tests read
  // no demo, and take most of the content tests' time.
  const tests = run(
    'jest',
    '--ci',
    `__tests__/demos/${NAME}.test.tsx`,
    '__tests__/content/demo-pages.test.ts',
    '__tests__/content/markdown-copies.test.ts',
    '__tests__/content/published-versions.test.ts',
    '__tests__/content/master-examples.test.ts',
    '__tests__/lib/terms',
  );
  expect(tests.output).toMatch(/Tests: +\d+ passed, \d+ total/);
  expect(tests.status).toBe(0);
});
