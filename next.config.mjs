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
  trailingSlash: false,
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx'],
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {
    resolveAlias: { 'rc-table/assets/index.css': './components/theme/rc-table-layer.css' },
  },
};

export default withMDX(nextConfig);
