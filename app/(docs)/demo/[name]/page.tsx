import type { Metadata } from 'next';
import { DocPage } from '@/components/layout/DocPage';
import { RedirectPage } from '@/components/layout/RedirectPage';
import { DemoPreview } from '@/components/previewer/DemoPreview';
import { pageMetadata, redirectMetadata } from '@/lib/page-metadata';
import { demoAliases, demoPageRoutes, routeByPath } from '@/lib/source';

export const dynamicParams = false;

export function generateStaticParams() {
  return [...demoPageRoutes().map((route) => ({ name: route.path.slice('/demo/'.length) })), ...demoAliases().map(({ name }) => ({ name }))];
}

// `<Demo>` is provided here only, so the previewer is in no other route's first load.
const demoPageComponents = { Demo: DemoPreview };

type Props = { params: Promise<{ name: string }> };

const aliasTarget = (name: string) => demoAliases().find((alias) => alias.name === name)?.target;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  const target = aliasTarget(name);
  if (target) return redirectMetadata(target);
  return pageMetadata(routeByPath(`/demo/${name}`));
}

export default async function DemoPage({ params }: Props) {
  const { name } = await params;
  const target = aliasTarget(name);
  // The camel-case spelling of a demo name is a static redirect page to the kebab-case one.
  if (target) return <RedirectPage target={target} />;
  return <DocPage route={routeByPath(`/demo/${name}`)} components={demoPageComponents} />;
}
