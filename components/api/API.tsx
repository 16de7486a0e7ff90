import { apiModules } from '@/.generated/api-modules';
import { apiView } from '@/lib/api/state';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { site } from '@/lib/site';
import { ApiStatus } from './ApiStatus';
import { ApiTable } from './ApiTable';

/**
 * `<API id="Table" />` in MDX: the generated props table, or SPEC §8's message when it cannot show one.
 * It renders on the server, so the rows are in the page's HTML and in none of its scripts.
 */
export async function API({ id, locale, line }: { id: string; locale: LocaleId; line: LineId }) {
  const view = apiView({ enabled: site.apiParser, id, rows: site.apiParser ? await apiModules[line][locale][id]?.() : undefined });
  if (view.kind === 'message') return <ApiStatus status={view.status} text={view.text} />;
  return <ApiTable id={id} rows={view.rows} messages={messagesFor(locale)} />;
}
