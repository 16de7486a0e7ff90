import type { Metadata } from 'next';
import controls from '@/components/previewer/DemoControls.module.css';
import { DemoRender } from '@/components/previewer/DemoRender';
import { SOURCE_LOCALE } from '@/lib/i18n/locales';
import { plainText } from '@/lib/inline-code';
import { demoById, demoIds } from '@/lib/source';
import { site } from '@/lib/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return demoIds().map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const { asset, line } = demoById(id);
  return {
    title: { absolute: `${asset.title} · ${line} · ${site.name} demo` },
    description: plainText(asset.description),
    alternates: { canonical: `/~demos/${id}` },
    robots: { index: false },
  };
}

/** One demo alone, under the root layout only: no header, sidebar or footer. */
export default async function StandaloneDemoPage({ params }: Props) {
  const { id } = await params;
  const { asset, name } = demoById(id);
  return (
    // The demo's anchor, as on its doc page, so the demo's own "#<name>" links land on it here too. Shared by both
    // editions: its title and the demo's texts are the code's language's. Each line has its own page (`simple`, `7.x-simple`).
    <main className={`standalone-demo ${controls.controls}`} id={name} lang={SOURCE_LOCALE}>
      <h1 className="visually-hidden">{asset.title}</h1>
      <DemoRender id={id} />
    </main>
  );
}
