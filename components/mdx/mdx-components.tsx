import { isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import { API } from '@/components/api/API';
import { CodeBlock } from '@/components/code/CodeBlock';
import { DemoIndex } from '@/components/previewer/DemoIndex';
import { headingElements } from './Heading';
import { SmartLink } from './SmartLink';
import tableStyles from './TableFrame.module.css';

function Pre({ children }: ComponentPropsWithoutRef<'pre'>) {
  if (isValidElement<{ className?: string; children?: ReactNode }>(children)) {
    const language = /language-(\S+)/.exec(children.props.className ?? '')?.[1];
    return <CodeBlock code={String(children.props.children ?? '')} language={language} />;
  }
  return <pre>{children}</pre>;
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <section className={tableStyles.frame} aria-label="table" tabIndex={0}>
      <table {...props} />
    </section>
  );
}

/** The element map every MDX page renders with. Demo pages add `Demo` (see app/(docs)/demo/[name]/page.tsx). */
export const mdxComponents: MDXComponents = {
  ...headingElements,
  a: SmartLink,
  pre: Pre,
  table: Table,
  DemoIndex,
  API,
};
