import type { Metadata } from 'next';
import { DocPage } from '@/components/layout/DocPage';
import type { LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { migrationGuideRoute } from '@/lib/migration/packages';
import { pageMetadata } from '@/lib/page-metadata';
import { routeByPath } from '@/lib/source';
import { MigrationAssistant } from './MigrationAssistant';

/** The migration guide of an edition, on the current line only. `<MigrationAssistant>` is provided here, so no other route loads it. */
export function migrationRoute(locale: LocaleId) {
  const path = () => sitePath(migrationGuideRoute(), CURRENT_LINE, locale);
  async function generateMetadata(): Promise<Metadata> {
    return pageMetadata(routeByPath(path()));
  }
  async function Page() {
    return <DocPage route={routeByPath(path())} components={{ MigrationAssistant }} />;
  }
  return { generateMetadata, Page };
}
