'use client';

import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { propsPanelModules } from '@/.generated/props-panel-modules';
import { useLocale } from '@/components/i18n/MessagesContext';
import { apiAnchor } from '@/lib/api/anchor';
import { labelText } from '@/lib/api/labels';
import { sitePath } from '@/lib/lines/paths';
import { ENTRY_FILE } from '@/lib/live/entry-file';
import { site } from '@/lib/site';
import { playgroundMessagesFor, type PlaygroundMessages } from '@/lib/messages/playground';
import {
  controlValue,
  emptyFormFor,
  parseFieldText,
  OBJECT_PROPS,
  type ControlSpec,
  type ControlValue,
  type PropsPanelControls,
} from '@/lib/props-panel/controls';
import { ComputedValueError, setField, setProp } from '@/lib/props-panel/prop-edit';
import { findTableElement, type Primitive, type TableElement } from '@/lib/props-panel/table-element';
import { InlineText } from '@/components/api/InlineText';
import { usePickedVersion } from '@/components/api/usePickedVersion';
import { isNewerThan } from '@/lib/api/versions';
import { ActionFailure } from './ActionFailure';
import { usePreviewer } from './PreviewerRoot';
import controlStyles from './DemoControls.module.css';
import styles from './PropsPanel.module.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; controls: PropsPanelControls };

/** The entry file's table as the code has it now: undefined when it renders none, an error when it does not parse. */
function readTable(source: string): TableElement | undefined | Error {
  try {
    return findTableElement(source);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function readPanelOpen(): boolean {
  try {
    return window.localStorage.getItem(site.propsPanelStorageKey) !== null;
  } catch {
    return false;
  }
}

function keepPanelOpen(open: boolean): void {
  try {
    if (open) window.localStorage.setItem(site.propsPanelStorageKey, '1');
    else window.localStorage.removeItem(site.propsPanelStorageKey);
  } catch {
    // Storage refused: the panel opens as the reader left it on this demo only.
  }
}

const controlName = (control: ControlSpec) => (control.field ? `${control.prop}.${control.field}` : control.prop);
const shown = (value: Primitive) => (typeof value === 'string' ? `'${value}'` : String(value));

interface ControlProps {
  control: ControlSpec;
  value: ControlValue;
  set: (value: Primitive | undefined) => void;
  messages: PlaygroundMessages;
  apiHref: string;
  /** The version the reader picked above the API tables, if any: a newer prop is marked. */
  picked: string | null;
}

/** A field's text while the reader types it: the code's value shows again once the field loses focus. */
function TextField({ control, value, set, messages, id, describedBy }: ControlProps & { id: string; describedBy: string }) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const current = value.state === 'literal' ? String(value.value) : '';
  const parsed = draft === undefined ? undefined : parseFieldText(draft, control.accepts);
  const rejected = parsed instanceof Error;
  return (
    <>
      <input
        id={id}
        type={control.kind === 'number' ? 'number' : 'text'}
        value={draft ?? current}
        aria-describedby={describedBy}
        aria-invalid={rejected || undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parseFieldText(event.target.value, control.accepts);
          if (!(next instanceof Error)) set(next);
        }}
        onBlur={() => setDraft(undefined)}
      />
      {rejected && (
        <span className={styles.rejected} role="alert">
          {messages.notAccepted(parsed.message)}
        </span>
      )}
    </>
  );
}

/** One prop's control, or the code's own expression where the code computes the value. */
function Control(props: ControlProps) {
  const { control, value, set, messages, apiHref, picked } = props;
  const id = useId();
  const name = controlName(control);
  const describedBy = `${id}-about`;
  const defaultText = control.default ?? undefined;
  // A literal the control cannot show (`direction="auto"`, `showHeader={1}`) is the code's, like a computed value.
  const foreign =
    value.state === 'literal' &&
    ((control.kind === 'switch' && typeof value.value !== 'boolean') || (control.kind === 'select' && !control.options.includes(value.value)));
  let input;
  if (value.state === 'computed' || foreign) {
    input = (
      <span className={styles.computed} id={id}>
        {messages.setInCode}: <code>{value.state === 'computed' ? value.text : shown(value.value)}</code>
      </span>
    );
  } else if (control.kind === 'switch') {
    const on = value.state === 'literal' ? value.value === true : defaultText === 'true';
    input = <input id={id} type="checkbox" role="switch" checked={on} aria-describedby={describedBy} onChange={(event) => set(event.target.checked)} />;
  } else if (control.kind === 'select') {
    const index = value.state === 'literal' ? control.options.indexOf(value.value) : -1;
    input = (
      <select
        id={id}
        value={index === -1 ? '' : String(index)}
        aria-describedby={describedBy}
        onChange={(event) => set(event.target.value === '' ? undefined : control.options[Number(event.target.value)])}
      >
        <option value="">{defaultText ? `${messages.notSet} (${messages.defaultValue(defaultText)})` : messages.notSet}</option>
        {control.options.map((option, at) => (
          <option key={String(option)} value={String(at)}>
            {shown(option)}
          </option>
        ))}
      </select>
    );
  } else {
    input = <TextField {...props} id={id} describedBy={describedBy} />;
  }
  const note = messages.notes[name];
  return (
    <div className={styles.control} data-prop={name}>
      <label htmlFor={id} className={styles.name}>
        <code>{name}</code>
        {/* The spaces keep the label's text "name 1.x": the flex gap spaces the pills on screen. */}
        {control.lineOnly && (
          <>
            {' '}
            <span className={styles.label}>{control.lineOnly}</span>
          </>
        )}
        {control.labels.map((label) => (
          <Fragment key={label}>
            {' '}
            <span className={styles.label}>{labelText(label, messages.noEffect)}</span>
          </Fragment>
        ))}
        {picked && control.since && isNewerThan(control.since, picked) && (
          <>
            {' '}
            <span className={styles.label} data-newer-than-picked>
              {messages.newerThanPicked(picked)}
            </span>
          </>
        )}
      </label>
      <div className={styles.input}>{input}</div>
      <p className={styles.about} id={describedBy}>
        <InlineText text={control.summary} />
        {defaultText && <> {messages.defaultValue(defaultText)}.</>}{' '}
        <a href={apiHref} aria-label={messages.apiLinkLabel(name)}>
          {messages.apiLink}
        </a>
        {note && <span className={styles.note}> {note}</span>}
      </p>
    </div>
  );
}

/**
 * The props panel (issue 36): a control for each prop of the demo's main table that the page line's API lets a
 * literal set, read from the entry file and written back into it. The code is the only state: a control's change is
 * an edit of the file, made in its editor's history (so Undo takes it back), and an edit of the file moves the
 * controls. A value the code computes shows as such and is never overwritten.
 */
export default function PropsPanel() {
  const locale = useLocale();
  const messages = playgroundMessagesFor(locale);
  const { line, fileText, readOriginals, changeFile, live } = usePreviewer();
  const picked = usePickedVersion(line);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  // Folded until the reader opens it, so the code stays right below the demo and one Tab stop away; opened once, it
  // opens on every demo (on a phone too: the reader asked for it).
  const [open, setOpen] = useState(readPanelOpen);

  useEffect(() => {
    let current = true;
    propsPanelModules[line][locale]()
      .then((controls) => current && setLoaded({ state: 'ready', controls }))
      .catch((error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [line, locale, attempt]);

  const source = fileText(ENTRY_FILE);
  const table = useMemo(() => readTable(source), [source]);
  const original = useMemo(() => {
    const read = readTable(readOriginals().get(ENTRY_FILE) ?? '');
    return read instanceof Error ? undefined : read;
  }, [readOriginals]);

  const component = table instanceof Error || table === undefined ? 'Table' : table.component;
  // The edit is worked out on the file's text at the moment of the change, so quick changes never use stale offsets.
  const set = (control: ControlSpec) => (value: Primitive | undefined) =>
    changeFile(ENTRY_FILE, (text) => {
      const current = readTable(text);
      if (!current || current instanceof Error) return [];
      try {
        return control.field
          ? setField(text, current, control.prop, control.field, value, emptyFormFor(control.prop, original))
          : setProp(text, current, control.prop, value);
      } catch (error) {
        // The code now computes the value: the control shows that on the next render, and nothing is overwritten.
        if (error instanceof ComputedValueError) return [];
        throw error;
      }
    });

  let body;
  if (loaded.state === 'loading') body = <p role="status">{messages.loading}</p>;
  else if (loaded.state === 'failed') body = <ActionFailure message={loaded.message} onRetry={() => setAttempt((count) => count + 1)} />;
  else if (table instanceof Error) body = <p role="status">{messages.unreadable(ENTRY_FILE)}</p>;
  else if (table === undefined) body = <p>{messages.noTable(ENTRY_FILE)}</p>;
  else {
    const controls = loaded.controls[table.component];
    const apiHref = (control: ControlSpec) => sitePath(`/#${apiAnchor(control.table, control.field ?? control.prop)}`, line, locale);
    const render = (control: ControlSpec) => (
      <Control
        key={controlName(control)}
        control={control}
        value={controlValue(table, control)}
        set={set(control)}
        messages={messages}
        apiHref={apiHref(control)}
        picked={picked}
      />
    );
    body = (
      <>
        {table.spreads.map((spread) => (
          <p key={spread.start} className={styles.note}>
            {messages.spread(spread.text)}
          </p>
        ))}
        <div className={styles.grid}>{controls.filter((control) => !control.field).map(render)}</div>
        {OBJECT_PROPS.map((prop) => {
          const fields = controls.filter((control) => control.prop === prop && control.field);
          if (fields.length === 0) return null;
          const note = messages.notes[prop];
          // Folded until the code sets the prop, so the props a demo uses stay in view.
          const used = table.props.some((item) => item.name === prop);
          return (
            <details key={prop} className={styles.group} open={used || undefined}>
              <summary>
                <code>{prop}</code>
              </summary>
              {note && <p className={styles.note}>{note}</p>}
              <div className={styles.grid}>{fields.map(render)}</div>
            </details>
          );
        })}
        <button type="button" className={styles.reset} onClick={() => live.resetFile(ENTRY_FILE)} disabled={live.edits?.[ENTRY_FILE] === undefined}>
          {messages.reset}
        </button>
      </>
    );
  }

  return (
    <details
      className={`${styles.panel} ${controlStyles.controls}`}
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        keepPanelOpen(event.currentTarget.open);
      }}
      aria-labelledby={titleId}
    >
      <summary id={titleId} className={styles.summary}>
        {messages.title(component)}
      </summary>
      <div className={styles.body}>{body}</div>
    </details>
  );
}
