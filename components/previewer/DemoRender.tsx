'use client';

import { useHydratedMark } from '@/components/errors/HydrationSignal';
import { demoComponents } from '@/.generated/demo-components';
import { useKeyboardScrollRegions } from './useKeyboardScrollRegions';
import { useStickyBelowPageHeader } from './useStickyBelowPageHeader';

/**
 * Renders one demo by id from the generated map of lazily loaded demo chunks. The demo suspends to
 * the same boundary as this component, so its effects run once the demo has hydrated.
 */
export function DemoRender({ id }: { id: string }) {
  const Demo = demoComponents[id];
  // The demo is a lazy chunk that hydrates after the page: `data-hydrated` says when it has (for tests).
  const root = useHydratedMark<HTMLDivElement>();
  useKeyboardScrollRegions(root);
  useStickyBelowPageHeader(root);
  if (!Demo) throw new Error(`No demo module is generated for "${id}"; run the registry build`);
  return (
    <div ref={root} data-demo-root data-island>
      <Demo />
    </div>
  );
}
