'use client';

import { useEffect, useRef } from 'react';
import { demoComponents } from '@/.generated/demo-components';
import { useKeyboardScrollRegions } from './useKeyboardScrollRegions';
import { useStickyBelowPageHeader } from './useStickyBelowPageHeader';

/**
 * Renders one demo by id from the generated map of lazily loaded demo chunks. The demo suspends to
 * the same boundary as this component, so its effects run once the demo has hydrated.
 */
export function DemoRender({ id }: { id: string }) {
  const Demo = demoComponents[id];
  const root = useRef<HTMLDivElement>(null);
  useKeyboardScrollRegions(root);
  useStickyBelowPageHeader(root);
  // The demo is a lazy chunk that hydrates after the page: `data-hydrated` says when it has (for tests).
  useEffect(() => {
    root.current?.setAttribute('data-hydrated', '');
  }, []);
  if (!Demo) throw new Error(`No demo module is generated for "${id}"; run the registry build`);
  return (
    <div ref={root} data-demo-root>
      <Demo />
    </div>
  );
}
