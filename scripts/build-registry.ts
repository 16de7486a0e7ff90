/**
 * Builds the metadata registry from content/ and demos/ into .generated/.
 * `--watch` keeps it current while `next dev` runs (used by `npm run dev`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '../lib/registry/build';
import { generatedFiles, writeGenerated } from '../lib/registry/emit';
import { ContentError } from '../lib/registry/errors';
import { LEGACY_DEMO_FILES } from '../lib/registry/legacy-demo-names';
import { liveModuleFiles, liveModuleTable } from '../lib/registry/live-modules';
import { REACT_DOM_DEVELOPMENT } from '../lib/live/page-modules';
import { demoSandboxPackages, siteInstall } from '../lib/registry/sandbox-packages';
import { apiUsageByRoute, buildApiData } from '../lib/api/build';
import { apiFiles } from '../lib/api/emit';
import { ApiDescriptionError } from '../lib/api/merge';
import { ApiExtractError } from '../lib/api/extract';
import { pageMarkdownFiles } from '../lib/markdown/page-markdown';
import { assertPrefetchMode, PrefetchModeError } from '../lib/prefetch';
import { site } from '../lib/site';
import { readSearchTerms } from '../lib/search/read-terms';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, '.generated');
/**
 * The Markdown copy of every page (`/demo/simple.md`, `/index.md`) is written here, git-ignored: public/
 * is served by `next dev` and copied into out/ by the export. A route handler cannot serve them, since
 * `/demo/[name].md` would share its segment with the `/demo/[name]` page.
 */
const publicDir = path.join(root, 'public');

function build(): boolean {
  try {
    assertPrefetchMode(site.prefetch);
    const registry = buildRegistry({ root, legacyDemoFiles: LEGACY_DEMO_FILES });
    const api = { 'zh-CN': buildApiData(root, 'zh-CN'), en: buildApiData(root, 'en') };
    const propsUsed = apiUsageByRoute(registry, api['zh-CN']);
    const files = {
      ...generatedFiles(registry),
      'sandbox-packages.json': `${JSON.stringify(demoSandboxPackages(registry, siteInstall(root)), null, 1)}\n`,
      ...liveModuleFiles(liveModuleTable(registry, root, site.live.extraPackages)),
      ...apiFiles(api, propsUsed),
      'search-terms.json': `${JSON.stringify(readSearchTerms(root), null, 1)}\n`,
    };
    const markdown = pageMarkdownFiles((file) => fs.readFileSync(path.join(root, file), 'utf8'), {
      siteUrl: site.url,
      registry,
      api: site.apiParser ? api : null,
      propsUsed,
    });
    const reactDevelopment = { [REACT_DOM_DEVELOPMENT.path]: fs.readFileSync(path.join(root, REACT_DOM_DEVELOPMENT.source), 'utf8') };
    const written = [
      ...writeGenerated(outDir, files),
      ...writeGenerated(publicDir, markdown, (file) => file.endsWith('.md')),
      ...writeGenerated(publicDir, reactDevelopment, (file) => file === path.join(publicDir, REACT_DOM_DEVELOPMENT.path)),
    ];
    const rows = Object.values(api['zh-CN']).reduce((sum, props) => sum + props.length, 0);
    console.log(
      `registry: ${registry.routes.length} pages, ${Object.keys(registry.demos).length} demos, ${rows} API rows${written.length ? `, updated ${written.length} file(s)` : ''}`,
    );
    return true;
  } catch (error) {
    if (error instanceof ContentError || error instanceof ApiDescriptionError || error instanceof ApiExtractError || error instanceof PrefetchModeError) {
      console.error(`registry: ${error.message}`);
      return false;
    }
    throw error;
  }
}

const ok = build();
if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  for (const dir of ['content', 'demos']) {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.watch(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(build, 100);
    });
  }
} else if (!ok) {
  process.exit(1);
}
