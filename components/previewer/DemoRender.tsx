'use client';

import { demoComponents } from '@/.generated/demo-components';

/** Renders one demo by id from the generated map of lazily loaded demo chunks. */
export function DemoRender({ id }: { id: string }) {
  const Demo = demoComponents[id];
  if (!Demo) throw new Error(`No demo module is generated for "${id}"; run the registry build`);
  return <Demo />;
}
