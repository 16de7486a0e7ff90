import createMDX from '@next/mdx';

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    // Plugins are named as strings (a package, or a file from the project root) so Turbopack can pass them to
    // the MDX loader. The heading-id plugin is the registry's too: a rendered id equals its TOC id.
    remarkPlugins: ['remark-frontmatter', 'remark-gfm', './lib/markdown/remark-heading-ids.mjs'],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  pageExtensions: ['ts', 'tsx'],
  turbopack: {
    resolveAlias: { 'rc-table/assets/index.css': './components/theme/rc-table-layer.css' },
  },
};

export default withMDX(nextConfig);
