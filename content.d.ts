// Markdown pages compile through @next/mdx like MDX ones (@types/mdx covers *.mdx).
declare module '*.md' {
  import type { MDXContent } from 'mdx/types';
  const Content: MDXContent;
  export default Content;
}
