import type { LocaleId } from '@/lib/i18n/locales';
import { RC_TABLE_7 } from '@/lib/live/line';
import { demoById, importablePackages, sandboxPackagesOf } from '@/lib/source';
import { DemoRender } from './DemoRender';
import { Previewer } from './Previewer';

/** `<Demo id="…" />` in MDX: the demo rendered in its previewer, with its files highlighted at build time. */
export function DemoPreview({ id, locale }: { id: string; locale: LocaleId }) {
  const demo = demoById(id);
  const files = Object.entries(demo.asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([name, dependency]) => ({ name, code: dependency.value }));
  return (
    <Previewer
      id={id}
      locale={locale}
      {...demo.asset.locales[locale]}
      sandbox={{ title: demo.asset.title, description: demo.asset.description }}
      files={files}
      packages={sandboxPackagesOf(id)}
      importable={importablePackages}
      table={`${RC_TABLE_7.tablePackage} ${importablePackages[RC_TABLE_7.tablePackage]}`}
    >
      <DemoRender id={id} />
    </Previewer>
  );
}
