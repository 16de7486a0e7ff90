import type { AntdCell } from '../api/antd';
import { antdCellText } from '../api/antd-text';
import { labelText } from '../api/labels';
import { apiView } from '../api/state';
import type { ApiData, ApiProp } from '../api/types';
import { localeById, type LocaleId } from '../i18n/locales';
import { lineById, type LineId } from '../lines/lines';
import { messagesFor } from '../messages';
import { apiToolsMessagesFor, type ApiToolsMessages } from '../messages/api-tools';
import type { Messages } from '../messages/types';
import { codeSpan } from './code-markup';

/** One table cell: on one line, with the pipes that would end the cell escaped (GFM reads `\|` in code spans too). */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function nameCell(prop: ApiProp, messages: Messages): string {
  const name = prop.labels.includes('deprecated') ? `~~${codeSpan(prop.name)}~~` : codeSpan(prop.name);
  const labels = [
    ...(prop.lineOnly ? [`**${prop.lineOnly}**`] : []),
    ...prop.labels.map(
      (label) => `**${labelText(label, messages.noEffectLabel)}**${label === 'deprecated' && prop.deprecation ? `: ${prop.deprecation}` : ''}`,
    ),
    ...(prop.deprecatedValues ? [`**${messages.apiDeprecatedValues(prop.deprecatedValues)}**`] : []),
  ];
  return [name, ...(prop.required ? [messages.apiRequired] : []), ...labels].join(' ');
}

function antdMarkdown(antd: AntdCell, messages: ApiToolsMessages, colon: string): string {
  const { head, note } = antdCellText(antd, messages);
  return note ? `${head}${colon}${note}` : head;
}

/** `<API id>`: the props table with the page's columns, or the message the page shows instead. */
export function apiMarkdown(id: string, api: ApiData | null, locale: LocaleId, line: LineId): string {
  const messages = messagesFor(locale);
  const tools = apiToolsMessagesFor(locale);
  const view = apiView({ enabled: api !== null, id, rows: api?.[id] });
  if (view.kind === 'message') return view.text;
  const { colon } = localeById(locale).punctuation;
  return [
    `| ${messages.apiName} | ${messages.apiDescription} | ${messages.apiType} | ${messages.apiDefault} | ${tools.apiSince} | ${tools.apiAntdHeader(lineById(line).antd.label)} |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...view.rows.map(
      (prop) =>
        `| ${[
          nameCell(prop, messages),
          prop.description,
          codeSpan(prop.type),
          prop.default ? codeSpan(prop.default) : '-',
          prop.since ? [prop.since.version, ...(prop.since.deprecated ? [tools.apiDeprecatedIn(prop.since.deprecated)] : [])].join(' · ') : '-',
          prop.antd ? antdMarkdown(prop.antd, tools, colon) : '-',
        ]
          .map(cell)
          .join(' | ')} |`,
    ),
  ].join('\n');
}
