/**
 * The site follows content/glossary.json: every 相关示例 link is named by its target page's title (the Chinese
 * name; the check's `subtitle` field carries it since the subtitle line was folded into the title), and no
 * page source (title, description, body), no tab and no demo's search keywords uses a variant the
 * glossary rules out. A failure lists every file:line at fault. These are the zh-CN edition's rules: the English
 * pages (`content/en/`) are held to the same link naming under their "Related demos" heading.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routePath } from '@/lib/registry/discover';
import { parseFrontmatter } from '@/lib/registry/frontmatter';
import { GLOSSARY_FILE, parseGlossary } from '@/lib/terms/glossary';
import { RELATED_HEADING, relatedLinkProblems, type PageForLinks } from '@/lib/terms/related-links';
import { demoKeywordsSource, variantProblems, type TermSource } from '@/lib/terms/site-terms';

const root = path.join(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const allPageFiles = fs
  .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
  .map((file) => `content/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.mdx?$/.test(file))
  .sort();
/** The zh-CN edition's pages and tabs; the English edition's live under content/en/. */
const pageFiles = allPageFiles.filter((file) => !file.startsWith('content/en/'));
const englishPageFiles = allPageFiles.filter((file) => file.startsWith('content/en/'));
const demoFiles = fs
  .readdirSync(path.join(root, 'demos'))
  .map((name) => `demos/${name}/index.tsx`)
  .filter((file) => fs.existsSync(path.join(root, file)));
const glossary = parseGlossary(read(GLOSSARY_FILE));

describe('the site follows the glossary', () => {
  it('reads the pages and demos it checks', () => {
    expect(pageFiles).toEqual(expect.arrayContaining(['content/index.mdx', 'content/index.$tab-faq.mdx', 'content/demo/simple.mdx']));
    expect(pageFiles.length).toBeGreaterThan(50);
    expect(englishPageFiles.map((file) => file.replace('content/en/', 'content/'))).toEqual(pageFiles);
    expect(demoFiles.length).toBeGreaterThan(50);
  });

  it('names every 相关示例 link by the title of the page it links to', () => {
    const pages: PageForLinks[] = pageFiles
      .filter((file) => !file.includes('.$tab-'))
      .map((file) => {
        const source = read(file);
        return { file, path: routePath(file.replace(/^content\//, '').replace(/\.mdx?$/, '')), subtitle: parseFrontmatter(file, source).data.title, source };
      });
    expect(relatedLinkProblems(pages)).toEqual([]);
  });

  it('uses no ruled-out variant in page texts, subtitles or demo keywords', () => {
    const sources: TermSource[] = [
      ...pageFiles.map((file) => ({ file, text: read(file) })),
      ...demoFiles.flatMap((file) => demoKeywordsSource(file, read(file)) ?? []),
    ];
    expect(sources.length).toBe(pageFiles.length + demoFiles.length);
    expect(variantProblems(sources, glossary)).toEqual([]);
  });

  it('names every "Related demos" link of an English page by the title of the English page it links to', () => {
    const pages: PageForLinks[] = englishPageFiles
      .filter((file) => !file.includes('.$tab-'))
      .map((file) => {
        const source = read(file).replace(/^## Related demos$/m, RELATED_HEADING);
        return { file, path: routePath(file.replace(/^content\//, '').replace(/\.mdx?$/, '')), subtitle: parseFrontmatter(file, source).data.title, source };
      });
    expect(pages.filter((page) => page.source.includes(RELATED_HEADING)).length).toBeGreaterThan(40);
    expect(relatedLinkProblems(pages)).toEqual([]);
  });
});
