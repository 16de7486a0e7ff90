import { labelText } from '../api/labels';
import { apiView } from '../api/state';
import type { ApiData, ApiProp } from '../api/types';
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

/** `<API id>`: the props table with the page's columns, or the message the page shows instead. */
export function apiMarkdown(id: string, api: ApiData | null, messages: Messages): string {
  const view = apiView({ enabled: api !== null, id, rows: api?.[id] });
  if (view.kind === 'message') return view.text;
  return [
    `| ${messages.apiName} | ${messages.apiDescription} | ${messages.apiType} | ${messages.apiDefault} |`,
    '| --- | --- | --- | --- |',
    ...view.rows.map(
      (prop) => `| ${[nameCell(prop, messages), prop.description, codeSpan(prop.type), prop.default ? codeSpan(prop.default) : '-'].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}
