import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { liveLine, packagesOnLine } from '@/lib/live/line';
import { demoOnLine, importablePackages, sandboxPackagesOf } from '@/lib/source';
import { DemoRender } from './DemoRender';
import { Previewer } from './Previewer';

/**
 * `<Demo id="…" />` in MDX: the demo as the page's line has it (its package names, its own files), rendered in its
 * previewer, with its files highlighted at build time.
 */
export function DemoPreview({ name, locale, line }: { name: string; locale: LocaleId; line: LineId }) {
  const demo = demoOnLine(name, line);
  const files = Object.entries(demo.asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([file, dependency]) => ({ name: file, code: dependency.value }));
  return (
    <Previewer
      id={name}
      standaloneId={demo.id}
      locale={locale}
      {...demo.asset.locales[locale]}
      sandbox={{ title: demo.asset.title, description: demo.asset.description }}
      files={files}
      packages={sandboxPackagesOf(demo.id)}
      line={line}
      importable={packagesOnLine(importablePackages, line)}
      table={`${liveLine(line).tablePackage} ${importablePackages[liveLine(line).tablePackage]}`}
    >
      <DemoRender id={demo.id} />
    </Previewer>
  );
}
