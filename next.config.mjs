import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    // Plugins are named as strings (a package, or a file's absolute path) so Turbopack can pass them to the MDX
    // loader. The heading-id plugin is the registry's too: a rendered id equals its TOC id.
    remarkPlugins: ['remark-frontmatter', 'remark-gfm', fileURLToPath(new URL('./lib/markdown/remark-heading-ids.mjs', import.meta.url))],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // styled-components names a component by a counter of the styled() calls its process has run. Prerendering runs
  // both lines' copies of a demo in one process, a page's browser only its own, so the names differed and the
  // browser's rules never matched the server's classes (the 7.x styled-components demo lost its zebra rows).
  // The compiler's transform names each component by its file and place instead.
  compiler: { styledComponents: true },
  pageExtensions: ['ts', 'tsx'],
  // `npm test` runs tsc over the whole project (pages, tests and demos) before it builds, and says so with this
  // variable; `npm run build` alone keeps Next's own check.
  typescript: { ignoreBuildErrors: process.env.RC_TABLE_DOCS_TYPECHECKED === '1' },
  turbopack: {
    resolveAlias: {
      // Each line's package stylesheet goes into the `rc-table` cascade layer (components/theme/*-layer.css).
      'rc-table/assets/index.css': './components/theme/rc-table-layer.css',
      '@rc-component/table/assets/index.css': './components/theme/rc-component-table-layer.css',
      // Sketch export: html2sketch's SVG optimizer is svgo 4's browser build, not the svgo 1 fork it depends on, which
      // brings selector parsers with ReDoS advisories (docs/decisions.md, "Sketch export").
      'svgo-browser/lib/get-svgo-instance': './lib/sketch/svgo-instance.ts',
      // html2sketch's CSS parser can write source maps, for which it requires Node's fs; it never does in a browser.
      fs: { browser: './lib/sketch/no-fs.ts' },
    },
  },
};

export default withMDX(nextConfig);
