import antdOnly from '@/.generated/api-antd-only.json';
import { apiModules } from '@/.generated/api-modules';
import type { AntdOnlyItem } from '@/lib/api/antd';
import { apiView } from '@/lib/api/state';
import { localeById, type LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { apiToolsMessagesFor } from '@/lib/messages/api-tools';
import { site } from '@/lib/site';
import { apiAnchor } from '@/lib/api/anchor';
import { answersMessagesFor } from '@/lib/messages/answers';
import { answersOfProp } from '@/lib/source';
import { AntdOnly } from './AntdOnly';
import { ApiStatus } from './ApiStatus';
import { ApiTable } from './ApiTable';

/**
 * `<API id="Table" />` in MDX: the generated props table, or SPEC §8's message when it cannot show one.
 * It renders on the server, so the rows are in the page's HTML and in none of its scripts.
 */
export async function API({ id, locale, line }: { id: string; locale: LocaleId; line: LineId }) {
  const view = apiView({ enabled: site.apiParser, id, rows: site.apiParser ? await apiModules[line][locale][id]?.() : undefined });
  if (view.kind === 'message') return <ApiStatus status={view.status} text={view.text} />;
  const messages = messagesFor(locale);
  const onlyInAntd: AntdOnlyItem[] = (antdOnly as Record<LineId, Record<LocaleId, Record<string, AntdOnlyItem[]>>>)[line][locale][id] ?? [];
  const answers = Object.fromEntries(view.rows.map((prop) => [prop.name, answersOfProp(line, locale, apiAnchor(id, prop.name))]));
  return (
    <>
      <ApiTable
        id={id}
        rows={view.rows}
        messages={messages}
        line={line}
        tools={apiToolsMessagesFor(locale)}
        answers={{ title: `${answersMessagesFor(locale).answersTitle}${localeById(locale).punctuation.colon}`, byProp: answers }}
      />
      {onlyInAntd.length > 0 && <AntdOnly id={id} items={onlyInAntd} line={line} locale={locale} />}
    </>
  );
}
