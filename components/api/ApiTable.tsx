'use client';

import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { apiModules } from '@/.generated/api-modules';
import { apiAnchor } from '@/lib/api/anchor';
import { releaseLabelText } from '@/lib/api/labels';
import { apiView } from '@/lib/api/state';
import type { ApiProp } from '@/lib/api/types';
import { messages } from '@/lib/messages';
import { ApiStatus } from './ApiStatus';

/** Shows `code` spans of the descriptions as code. */
function withCode(text: string): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>));
}

/** Offers line breaks after `|`, `,`, `<` and `(` so a long type wraps between its parts, not inside a name. */
function breakableType(type: string): ReactNode {
  return type.split(/(?<=[|,<(])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function NameCell({ prop }: { prop: ApiProp }) {
  const deprecated = prop.labels.includes('deprecated');
  return (
    <td className="api-name">
      {deprecated ? <del>{prop.name}</del> : <span>{prop.name}</span>}
      {prop.required && <span className="api-required"> {messages.apiRequired}</span>}
      {prop.labels.map((label) => (
        <span key={label} className={`api-badge api-badge-${label}`} title={label === 'deprecated' ? prop.deprecation : undefined}>
          {releaseLabelText[label]}
        </span>
      ))}
    </td>
  );
}

/** The props table of one API id; its rows load on demand, so no page's first load carries them. */
export function ApiTable({ id }: { id: string }) {
  const [rows, setRows] = useState<ApiProp[]>();
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    let active = true;
    apiModules[id]?.().then(
      (loaded) => {
        if (active) setRows(loaded);
      },
      (error: unknown) => {
        if (active) setFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  // Rows appear after the page loaded, so the browser could not scroll to a row's #hash by itself.
  useEffect(() => {
    if (!rows || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target?.closest(`[data-api-id="${id}"]`)) target.scrollIntoView();
  }, [rows, id]);

  // A failed data chunk goes to the route's error boundary, which shows the chunk message and Retry.
  if (failure) throw failure;
  const view = apiView({ enabled: true, id, knownIds: Object.keys(apiModules), rows });
  if (view.kind === 'message') return <ApiStatus status={view.status} text={view.text} tableId={id} />;
  return (
    <div className="prose-table api-table" role="region" aria-label={messages.apiTableLabel(id)} tabIndex={0} data-api-id={id}>
      <table>
        <thead>
          <tr>
            <th scope="col">{messages.apiName}</th>
            <th scope="col">{messages.apiDescription}</th>
            <th scope="col">{messages.apiType}</th>
            <th scope="col">{messages.apiDefault}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((prop) => (
            <tr key={prop.name} id={apiAnchor(id, prop.name)}>
              <NameCell prop={prop} />
              <td>{withCode(prop.description)}</td>
              <td>
                <code className="api-type">{breakableType(prop.type)}</code>
              </td>
              <td>{prop.default ? <code>{prop.default}</code> : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
