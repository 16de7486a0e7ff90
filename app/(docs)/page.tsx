import { DocPage } from '@/components/layout/DocPage';
import { pageMetadata } from '@/lib/page-metadata';
import { routeByPath } from '@/lib/registry/data';

export const metadata = pageMetadata(routeByPath('/'));

export default function HomePage() {
  return <DocPage route={routeByPath('/')} />;
}
