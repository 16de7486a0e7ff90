import { Fragment, type ReactNode } from 'react';
import { Link } from '@/components/link/Link';
import type { PageLink } from '@/lib/answers/keys';
import { apiAnchor } from '@/lib/api/anchor';
import { antdCellText } from '@/lib/api/antd-text';
import { labelText } from '@/lib/api/labels';
import type { ApiProp } from '@/lib/api/types';
import { SOURCE_LOCALE } from '@/lib/i18n/locales';
import { lineById, type LineId } from '@/lib/lines/lines';
import type { Messages } from '@/lib/messages';
import type { ApiToolsMessages } from '@/lib/messages/api-tools';
import tableStyles from '@/components/mdx/TableFrame.module.css';
import { InlineText } from './InlineText';
import styles from './ApiTable.module.css';
import newerStyles from './NewerMark.module.css';

/** Offers line breaks after `|`, `,`, `<` and `(` so a long type wraps between its parts, not inside a name. */
function breakableType(type: string): ReactNode {
  return type.split(/(?<=[|,<(])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function NameCell({ prop, messages }: { prop: ApiProp; messages: Messages }) {
  const deprecated = prop.labels.includes('deprecated');
  return (
    <td className={styles.name}>
      {deprecated ? <del>{prop.name}</del> : <span>{prop.name}</span>}
      {prop.required && <span className={styles.required}> {messages.apiRequired}</span>}
      {prop.lineOnly && (
        <span className={styles.badge} title={messages.apiLineOnlyTitle(prop.lineOnly)} data-line-only={prop.lineOnly}>
          {prop.lineOnly}
        </span>
      )}
      {prop.labels.map((label) => (
        <span
          key={label}
          className={styles.badge}
          title={label === 'deprecated' ? prop.deprecation : undefined}
          // The deprecation text is the package's own, quoted from its declarations in the code's language.
          lang={label === 'deprecated' && prop.deprecation ? SOURCE_LOCALE : undefined}
        >
          {labelText(label, messages.noEffectLabel)}
        </span>
      ))}
      {prop.deprecatedValues && <span className={styles.badge}>{messages.apiDeprecatedValues(prop.deprecatedValues)}</span>}
    </td>
  );
}

/** The version the prop arrived in, the one that deprecated it, and the mark the version picker shows. */
function SinceCell({ since, tools }: { since: ApiProp['since']; tools: ApiToolsMessages }) {
  if (!since) return <td>-</td>;
  return (
    <td className={styles.since}>
      <span className={styles.sinceVersion}>{since.version}</span>
      {since.deprecated && <span className={styles.sinceDeprecated}>{tools.apiDeprecatedIn(since.deprecated)}</span>}
      <span className={newerStyles.newer}>{tools.apiNewerThanPicked}</span>
    </td>
  );
}

function AntdCellView({ text }: { text: { head: string; note?: string } }) {
  return (
    <td className={styles.antd}>
      <span className={styles.antdHead}>
        <InlineText text={text.head} />
      </span>
      {text.note && (
        <span className={styles.antdNote}>
          <InlineText text={text.note} />
        </span>
      )}
    </td>
  );
}

/** The props table of one API id, rendered on the server, with the name each prop has in the line's antd. */
/** The troubleshooting answers that concern each row, by prop name, after the edition's label for them. */
interface RowAnswers {
  /** The label, its colon included (`常见问题：`). */
  title: string;
  byProp: Record<string, PageLink[]>;
}

function AnswersOfRow({ links, title }: { links: PageLink[]; title: string }) {
  if (links.length === 0) return null;
  return (
    <p className={styles.answers}>
      {title}
      {links.map((link, index) => (
        <Fragment key={link.path}>
          {index > 0 && ' · '}
          <Link href={link.path}>{link.title}</Link>
        </Fragment>
      ))}
    </p>
  );
}

export function ApiTable({
  id,
  rows,
  messages,
  line,
  tools,
  answers,
}: {
  id: string;
  rows: ApiProp[];
  messages: Messages;
  line: LineId;
  tools: ApiToolsMessages;
  answers?: RowAnswers;
}) {
  return (
    <section className={`${tableStyles.frame} ${styles.table}`} aria-label={messages.apiTableLabel(id)} tabIndex={0} data-api-id={id}>
      <table>
        <thead>
          <tr>
            <th scope="col">{messages.apiName}</th>
            <th scope="col">{messages.apiDescription}</th>
            <th scope="col">{messages.apiType}</th>
            <th scope="col" className={styles.default}>
              {messages.apiDefault}
            </th>
            <th scope="col" className={styles.since}>
              {tools.apiSince}
            </th>
            <th scope="col" className={styles.antd}>
              {tools.apiAntdHeader(lineById(line).antd.label)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((prop) => (
            <tr key={prop.name} id={apiAnchor(id, prop.name)} data-since={prop.since?.version}>
              <NameCell prop={prop} messages={messages} />
              <td>
                <InlineText text={prop.description} />
                {answers && <AnswersOfRow links={answers.byProp[prop.name] ?? []} title={answers.title} />}
              </td>
              <td>
                <code className={styles.type}>{breakableType(prop.type)}</code>
              </td>
              <td className={styles.default}>{prop.default ? <code>{prop.default}</code> : '-'}</td>
              <SinceCell since={prop.since} tools={tools} />
              {prop.antd ? <AntdCellView text={antdCellText(prop.antd, tools)} /> : <td>-</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
