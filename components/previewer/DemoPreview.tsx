import { highlight, languageFor } from '@/lib/highlight';
import { demoById, sandboxPackagesOf } from '@/lib/source';
import { DemoRender } from './DemoRender';
import { Previewer, type SourceFile } from './Previewer';

/** `<Demo id="…" />` in MDX: the demo rendered in its previewer, with its files highlighted at build time. */
export async function DemoPreview({ id }: { id: string }) {
  const demo = demoById(id);
  const files: SourceFile[] = await Promise.all(
    Object.entries(demo.asset.dependencies)
      .filter(([, dependency]) => dependency.type === 'FILE')
      .map(async ([name, dependency]) => ({
        name,
        code: dependency.value,
        html: await highlight(dependency.value, languageFor(name.split('.').pop())),
      })),
  );
  return (
    <Previewer id={id} title={demo.asset.title} description={demo.asset.description} files={files} packages={sandboxPackagesOf(id)}>
      <DemoRender id={id} />
    </Previewer>
  );
}
