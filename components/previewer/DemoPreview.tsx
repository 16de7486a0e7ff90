import { demoById, sandboxPackagesOf } from '@/lib/source';
import { DemoRender } from './DemoRender';
import { Previewer } from './Previewer';

/** `<Demo id="…" />` in MDX: the demo rendered in its previewer, with its files highlighted at build time. */
export function DemoPreview({ id }: { id: string }) {
  const demo = demoById(id);
  const files = Object.entries(demo.asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([name, dependency]) => ({ name, code: dependency.value }));
  return (
    <Previewer id={id} title={demo.asset.title} description={demo.asset.description} files={files} packages={sandboxPackagesOf(id)}>
      <DemoRender id={id} />
    </Previewer>
  );
}
