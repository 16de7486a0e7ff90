import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx/mdx-components';

/** Required by @next/mdx on the app router: the element map every MDX page renders with. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...mdxComponents, ...components };
}
