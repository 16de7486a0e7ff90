import { DocPage } from '@/components/layout/DocPage';
import { pageMetadata } from '@/lib/page-metadata';
import { routeByPath } from '@/lib/source';

export const metadata = pageMetadata(routeByPath('/en'));

export default function HomePage() {
  return <DocPage route={routeByPath('/en')} />;
}
