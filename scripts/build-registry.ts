/**
 * Builds the metadata registry from content/ and demos/ into .generated/.
 * `--watch` keeps it current while `next dev` runs (used by `npm run dev`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '../lib/registry/build';
import { generatedFiles, writeGenerated } from '../lib/registry/emit';
import { ContentError, positionOf } from '../lib/registry/errors';
import { errorReport, formatErrorReport, type ContentProblem } from '../lib/registry/error-report';
import { LEGACY_DEMO_FILES } from '../lib/registry/legacy-demo-names';
import { liveModuleFiles, liveModuleTable } from '../lib/registry/live-modules';
import { REACT_DOM_DEVELOPMENT } from '../lib/live/page-modules';
import { demoSandboxPackages, siteInstall } from '../lib/registry/sandbox-packages';
import { AntdMapError } from '../lib/api/antd';
import { buildAnswerData, buildSourceExcerpts } from '../lib/answers/answers';
import { apiUsageByRoute, buildAntdOnly, buildLineApiData } from '../lib/api/build';
import { semanticKeys } from '../lib/api/parts';
import { SinceDataError } from '../lib/api/since';
import { lineFileText } from '../lib/registry/pages';
import { CURRENT_LINE, LINE_IDS } from '../lib/lines/lines';
import { DEFAULT_LOCALE, localeIds } from '../lib/i18n/locales';
import { apiFiles } from '../lib/api/emit';
import { typeFiles } from '../lib/type-service/build';
import { ApiDescriptionError } from '../lib/api/merge';
import { ApiExtractError } from '../lib/api/extract';
import { pageMarkdownFiles } from '../lib/markdown/page-markdown';
import { assertPrefetchMode, PrefetchModeError } from '../lib/prefetch';
import { site } from '../lib/site';
import { readSearchTerms } from '../lib/search/read-terms';
import { readVirtualMatrix } from '../lib/virtual-matrix/read';
import { readLabMeasured } from '../lib/performance-lab/read';
import { watchFolders } from './watch-folders';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, '.generated');
/**
 * The Markdown copy of every page (`/demo/simple.md`, `/index.md`) is written here, git-ignored: public/
 * is served by `next dev` and copied into out/ by the export. A route handler cannot serve them, since
 * `/demo/[name].md` would share its segment with the `/demo/[name]` page.
 */
const publicDir = path.join(root, 'public');
/**
 * The last build's problem, or `null`: the dev overlay (components/errors/ContentErrorOverlay.tsx) imports it,
 * so each change of it re-renders the open page, showing the problem or taking it away.
 */
const ERROR_FILE = 'content-error.json';

/** The problem a registry error names, with its file relative to the root; anything else is a bug, not content. */
function problemOf(error: unknown): ContentProblem | undefined {
  if (error instanceof ContentError) return { file: error.file, reason: error.reason, at: error.at };
  if (error instanceof ApiDescriptionError) return { file: error.file, reason: error.problems.join('; '), at: error.at };
  if (error instanceof AntdMapError || error instanceof SinceDataError) return { file: error.file, reason: error.problems.join('; ') };
  if (error instanceof ApiExtractError) return { file: 'lib/api/entries.ts', reason: error.message };
  if (error instanceof PrefetchModeError) {
    const file = 'lib/site.ts';
    return { file, reason: error.message, at: positionOf(fs.readFileSync(path.join(root, file), 'utf8'), /\bprefetch\s*:/) };
  }
  return undefined;
}

function readSource(file: string): string | undefined {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
}

function build(): boolean {
  try {
    assertPrefetchMode(site.prefetch);
    const registry = buildRegistry({ root, legacyDemoFiles: LEGACY_DEMO_FILES });
    const api = buildLineApiData(root, localeIds());
    const propsUsed = apiUsageByRoute(registry, api);
    // A page's text on a line is read by the generated modules, the answers' source quotes and the Markdown copies:
    // parsed once per build.
    const texts = new Map<string, string>();
    const lineText = (file: string, line: Parameters<typeof lineFileText>[2]) => {
      const key = `${line} ${file}`;
      if (!texts.has(key)) texts.set(key, lineFileText(root, file, line));
      return texts.get(key) as string;
    };
    const liveModules = liveModuleTable(registry, root, site.live.extraPackages);
    const types = typeFiles(root, liveModules.packages, api);
    const answers = { ...buildAnswerData(registry, api), sources: buildSourceExcerpts(root, registry, lineText) };
    const matrix = readVirtualMatrix(root, registry);
    const lab = readLabMeasured(root);
    const files = {
      ...generatedFiles(registry, lineText),
      'sandbox-packages.json': `${JSON.stringify(demoSandboxPackages(registry, siteInstall(root)), null, 1)}\n`,
      ...liveModuleFiles(liveModules),
      ...types.generated,
      ...apiFiles(api, propsUsed, buildAntdOnly(root, localeIds(), api)),
      'part-keys.json': `${JSON.stringify(Object.fromEntries(LINE_IDS.map((line) => [line, semanticKeys(root, line)])), null, 1)}\n`,
      'search-terms.json': `${JSON.stringify(readSearchTerms(root), null, 1)}\n`,
      'answers.json': `${JSON.stringify(answers, null, 1)}\n`,
      'virtual-matrix.json': `${JSON.stringify(matrix, null, 1)}\n`,
      'lab-measured.json': `${JSON.stringify(lab, null, 1)}\n`,
      [ERROR_FILE]: 'null\n',
    };
    const markdown = pageMarkdownFiles(lineText, {
      siteUrl: site.url,
      registry,
      api: site.apiParser ? api : null,
      propsUsed,
      answers,
      matrix,
      lab,
    });
    const reactDevelopment = { [REACT_DOM_DEVELOPMENT.path]: fs.readFileSync(path.join(root, REACT_DOM_DEVELOPMENT.source), 'utf8') };
    const written = [
      ...writeGenerated(outDir, files),
      ...writeGenerated(publicDir, markdown, (file) => file.endsWith('.md')),
      ...writeGenerated(publicDir, types.published, (file) => file.startsWith(path.join(publicDir, 'types') + path.sep)),
      ...writeGenerated(publicDir, reactDevelopment, (file) => file === path.join(publicDir, REACT_DOM_DEVELOPMENT.path)),
    ];
    const rows = Object.values(api[CURRENT_LINE][DEFAULT_LOCALE]).reduce((sum, props) => sum + props.length, 0);
    console.log(
      `registry: ${registry.routes.length} pages, ${Object.keys(registry.demos).length} demos (all lines), ${rows} API rows (${CURRENT_LINE})${written.length ? `, updated ${written.length} file(s)` : ''}`,
    );
    return true;
  } catch (error) {
    const problem = problemOf(error);
    if (!problem) throw error;
    const report = errorReport(problem, readSource(problem.file));
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, ERROR_FILE), `${JSON.stringify(report, null, 1)}\n`);
    console.error(`registry: ${formatErrorReport(report)}`);
    return false;
  }
}

const ok = build();
if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  const folders = ['content', 'demos'].map((dir) => path.join(root, dir));
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true });
  watchFolders(folders, () => {
    clearTimeout(timer);
    timer = setTimeout(build, 100);
  });
} else if (!ok) {
  process.exit(1);
}
