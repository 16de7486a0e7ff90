import { DocPage } from '@/components/layout/DocPage';
import { pageMetadata } from '@/lib/page-metadata';
import { routeByPath } from '@/lib/source';

export const metadata = pageMetadata(routeByPath('/en/changelog'));

export default function ChangelogPage() {
  return <DocPage route={routeByPath('/en/changelog')} />;
}
