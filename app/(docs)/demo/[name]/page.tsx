import type { Metadata } from 'next';
import { DocPage } from '@/components/layout/DocPage';
import { pageMetadata } from '@/lib/page-metadata';
import { demoPageRoutes, routeByPath } from '@/lib/registry/data';

export const dynamicParams = false;

export function generateStaticParams() {
  return demoPageRoutes().map((route) => ({ name: route.path.slice('/demo/'.length) }));
}

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  return pageMetadata(routeByPath(`/demo/${name}`));
}

export default async function DemoPage({ params }: Props) {
  const { name } = await params;
  return <DocPage route={routeByPath(`/demo/${name}`)} />;
}
