import { DocPage } from '@/components/layout/DocPage';
import { pageMetadata } from '@/lib/page-metadata';
import { routeByPath } from '@/lib/source';

export const metadata = pageMetadata(routeByPath('/demo'));

export default function DemoIndexPage() {
  return <DocPage route={routeByPath('/demo')} />;
}
