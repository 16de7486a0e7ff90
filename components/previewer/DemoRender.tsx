import { demoComponents } from '@/.generated/demo-components';

/** Renders one demo by id; each demo is its own client module, so a page loads only the demo it shows. */
export async function DemoRender({ id }: { id: string }) {
  const load = demoComponents[id];
  if (!load) throw new Error(`No demo module is generated for "${id}"; run the registry build`);
  const { default: Demo } = await load();
  return <Demo />;
}
