import { isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { SourceExcerpt } from '@/components/answers/SourceExcerpt';
import { API } from '@/components/api/API';
import { ApiVersions } from '@/components/api/ApiVersions';
import { PartMapSection } from '@/components/api/PartMapSection';
import { CodeBlock } from '@/components/code/CodeBlock';
import { SectionIndex } from '@/components/layout/SectionIndex';
import { VirtualMatrix, Why } from '@/components/virtual-matrix/VirtualMatrix';
import { LabFigures } from '@/components/performance-lab/LabFigures';
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

/** The element map the MDX pages of an edition on a line render with. Demo pages add `Demo` (see components/layout/demo-route.tsx). */
export function mdxComponentsFor(locale: LocaleId, line: LineId): MDXComponents {
  const messages = messagesFor(locale);
  return {
    ...headingElements(messages),
    a: SmartLink,
    pre: Pre,
    // A group, not a landmark: a page may have several tables, and landmarks must differ by name. It takes the
    // focus so that keyboard readers can scroll it.
    table: function Table(props: ComponentPropsWithoutRef<'table'>) {
      return (
        <div role="group" className={tableStyles.frame} aria-label={messages.tableRegion} tabIndex={0}>
          <table {...props} />
        </div>
      );
    },
    DemoIndex: function LocalizedDemoIndex() {
      return <SectionIndex locale={locale} line={line} section="/demo" />;
    },
    AnswerIndex: function LocalizedAnswerIndex() {
      return <SectionIndex locale={locale} line={line} section="/troubleshooting" />;
    },
    Source: function LineSource(props: { file?: string; find?: string; lines?: number }) {
      return <SourceExcerpt locale={locale} line={line} {...props} />;
    },
    LabFigures: function LineLabFigures() {
      return <LabFigures locale={locale} line={line} />;
    },
    VirtualMatrix: function LineVirtualMatrix() {
      return <VirtualMatrix locale={locale} line={line} />;
    },
    Why: function LineWhy({ feature }: { feature: string }) {
      return <Why locale={locale} line={line} feature={feature} />;
    },
    API: function LocalizedAPI({ id }: { id: string }) {
      return <API id={id} locale={locale} line={line} />;
    },
    ApiVersions: function LineApiVersions() {
      return <ApiVersions line={line} />;
    },
    PartMap: function LocalizedPartMap() {
      return <PartMapSection locale={locale} line={line} />;
    },
  };
}
