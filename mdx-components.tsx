import type { MDXComponents } from 'mdx/types';

/**
 * Required by @next/mdx on the app router. Pages pass their edition's element map themselves
 * (`mdxComponentsFor` in components/layout/DocPage.tsx), so nothing is added here.
 */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return components;
}
