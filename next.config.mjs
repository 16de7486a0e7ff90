import createMDX from '@next/mdx';

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    // Plugins are named as strings so Turbopack can pass them to the MDX loader.
    remarkPlugins: ['remark-frontmatter', 'remark-gfm'],
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
