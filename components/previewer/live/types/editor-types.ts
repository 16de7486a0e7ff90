import { autocompletion, completionKeymap, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { inlineParts } from '@/lib/api/inline-text';
import { readPickedVersion } from '@/lib/api/picked-version';
import { diagnosticCount, forceLinting, linter, lintKeymap, openLintPanel, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, showPanel, showTooltip, ViewPlugin, type Panel, type Tooltip, type ViewUpdate } from '@codemirror/view';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import type { SourceFile } from '@/lib/live/protocol';
import { typesMessagesFor, type TypesMessages } from '@/lib/messages/editor-types';
import { hoverParts } from '@/lib/type-service/hover-text';
import type { CompletionDetails, SignatureInfo } from '@/lib/type-service/protocol';
import { WorkerFailure } from '@/lib/worker-client';
import { askTypes } from './types-client';

/** What an editor's types need to know: its file among the demo's, and the page's line and edition. */
export interface TypeContext {
  file: string;
  /** Every file of the demo as the reader has it now, added ones included. */
  files: () => SourceFile[];
  /** The previewer's line: it decides the types, as it decides the imports. */
  line: LineId;
  locale: LocaleId;
}

/** The types' state under the editor: nothing to say, or that they failed to load (with a Retry). */
type Status = { failed?: string };
const setStatus = StateEffect.define<Status>();
const status = StateField.define<Status>({
  create: () => ({}),
  update: (value, transaction) => transaction.effects.reduce((current, effect) => (effect.is(setStatus) ? effect.value : current), value),
});

/** A failure's own words, and the address that failed unless they name it already. */
const failureText = (error: unknown) =>
  error instanceof WorkerFailure ? (error.url && !error.message.includes(error.url) ? `${error.message} (${error.url})` : error.message) : String(error);

function button(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.className = 'cm-types-button';
  element.addEventListener('click', onClick);
  return element;
}

/**
 * The note under the editor: the number of type problems (advice only) with a button that lists them, or a
 * failed download with Retry. None while there is nothing to say.
 */
function typesPanel(messages: TypesMessages, lint: (view: EditorView) => Promise<Diagnostic[]>) {
  return (view: EditorView): Panel => {
    const dom = document.createElement('div');
    dom.className = 'cm-types-note';
    dom.setAttribute('role', 'status');
    let shown = '';
    const render = (state: EditorState) => {
      const { failed } = state.field(status);
      const count = diagnosticCount(state);
      const key = failed ?? String(count);
      if (key === shown) return;
      shown = key;
      dom.replaceChildren();
      if (failed !== undefined) {
        // Asks at once, whatever the linter's own schedule: a fresh worker downloads afresh.
        dom.append(
          messages.failed(failed),
          ' ',
          button(messages.retry, () => lint(view).then((found) => view.dispatch(setDiagnostics(view.state, found)))),
        );
      } else if (count > 0) {
        dom.append(
          `${messages.problems(count)}. ${messages.advice} `,
          button(messages.showProblems, () => openLintPanel(view)),
        );
      }
      dom.hidden = dom.childNodes.length === 0;
    };
    render(view.state);
    return { dom, update: (update) => render(update.state) };
  };
}

function hoverDom(info: CompletionDetails, messages: TypesMessages, picked: string | null): HTMLElement {
  const { signature, heading, lines } = hoverParts(info, messages, picked);
  const dom = document.createElement('div');
  dom.className = 'cm-types-hover';
  const code = document.createElement('code');
  code.textContent = signature;
  dom.append(code);
  if (!heading && lines.length === 0) return dom;
  const text = document.createElement('p');
  if (heading) {
    const strong = document.createElement('strong');
    strong.textContent = heading;
    text.append(strong, document.createElement('br'));
  }
  // The API's descriptions mark code with backticks, as the API table shows them.
  const partsOf = (line: string) =>
    inlineParts(line).map((part) => {
      if (!part.code) return part.text;
      const code = document.createElement('code');
      code.textContent = part.text;
      return code;
    });
  lines.forEach((line, index) => text.append(...(index > 0 ? [document.createElement('br')] : []), ...partsOf(line)));
  dom.append(text);
  return dom;
}

/**
 * The hover's text at the caret, for readers without a pointer (Ctrl-K Ctrl-I, as in VS Code). It goes when the
 * reader types, moves the caret or presses Escape, as a hover goes when the pointer moves on.
 */
const setCaretInfo = StateEffect.define<Tooltip | null>();
const caretInfo = StateField.define<Tooltip | null>({
  create: () => null,
  update: (value, transaction) => {
    for (const effect of transaction.effects) if (effect.is(setCaretInfo)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : value;
  },
  provide: (field) => showTooltip.from(field),
});

/** The signature of the call being written, over the cursor: its active parameter in bold. */
const setSignature = StateEffect.define<Tooltip | null>();
const signature = StateField.define<Tooltip | null>({
  create: () => null,
  update: (value, transaction) => transaction.effects.reduce((current, effect) => (effect.is(setSignature) ? effect.value : current), value),
  provide: (field) => showTooltip.from(field),
});

function signatureDom(info: SignatureInfo): HTMLElement {
  const dom = document.createElement('div');
  dom.className = 'cm-types-hover';
  const code = document.createElement('code');
  if (info.parameter) {
    const [start, end] = info.parameter;
    const active = document.createElement('strong');
    active.textContent = info.label.slice(start, end);
    code.append(info.label.slice(0, start), active, info.label.slice(end));
  } else {
    code.textContent = info.label;
  }
  dom.append(code);
  return dom;
}

/** Asks for the signature when a call opens or moves to its next argument, and while one shows, as the cursor moves. */
function signatureHelp(ask: (state: EditorState, offset: number) => Promise<SignatureInfo | null>) {
  return ViewPlugin.fromClass(
    class {
      asked = 0;
      update(update: ViewUpdate) {
        const typedCallPart = update.transactions.some(
          (transaction) =>
            transaction.isUserEvent('input.type') &&
            (() => {
              let found = false;
              transaction.changes.iterChanges((_from, _to, _fromB, _toB, inserted) => (found ||= /[(,]/.test(inserted.toString())));
              return found;
            })(),
        );
        const showing = update.state.field(signature) !== null;
        if (!typedCallPart && !(showing && (update.docChanged || update.selectionSet))) return;
        const asked = ++this.asked;
        const offset = update.state.selection.main.head;
        ask(update.state, offset).then((info) => {
          if (asked !== this.asked) return;
          const tooltip: Tooltip | null = info && { pos: offset, above: true, create: () => ({ dom: signatureDom(info) }) };
          update.view.dispatch({ effects: setSignature.of(tooltip) });
        });
      }
    },
  );
}

/** Lower TypeScript sort texts come first; CodeMirror ranks by boost (-99…99). */
const boostOf = (sortText: string) => Math.max(-99, 20 - Number.parseInt(sortText, 10) || 0);

// Looks and limits in the site's colours; tooltips never wider than a 320 px screen.
const theme = EditorView.theme({
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
    maxWidth: 'min(36rem, calc(100vw - 16px))',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--accent-text)' },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.85' },
  '.cm-types-hover': { padding: '6px 8px', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: '13px' },
  '.cm-types-hover code': { fontFamily: 'var(--code-font)' },
  '.cm-types-hover p': { margin: '6px 0 0' },
  '.cm-panels': { backgroundColor: 'var(--surface)', color: 'var(--text)' },
  '.cm-panels-bottom': { borderTop: '1px solid var(--border)' },
  '.cm-types-note': { padding: '4px 8px', fontSize: '13px' },
  '.cm-types-button, .cm-panel.cm-panel-lint button': {
    font: 'inherit',
    color: 'var(--text)',
    backgroundColor: 'var(--bg)',
    border: '1px solid var(--border)',
    borderRadius: '4px',
    padding: '0 6px',
  },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--code-selection)', color: 'var(--text)' },
  '.cm-panel.cm-panel-lint ul:focus [aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--accent-text)' },
  '.cm-diagnostic': { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

/**
 * The editor's types: completions, hover with the API table's text (Ctrl-K Ctrl-I at the caret), and diagnostics as
 * underlines, a list (Ctrl-Shift-M, or the note's button) and F8. All come from the type worker; none stops the demo
 * from running, and a failure only shows under the editor, with a Retry.
 */
export function typeExtensions(context: TypeContext): Extension {
  const messages = typesMessagesFor(context.locale);
  // This file as the editor has it now: the page's copy of an edit follows a moment later.
  const base = (state: EditorState) => ({
    line: context.line,
    locale: context.locale,
    files: [...context.files().filter((other) => other.name !== context.file), { name: context.file, source: state.doc.toString() }],
    file: context.file,
  });

  const complete = async (completion: CompletionContext): Promise<CompletionResult | null> => {
    const word = completion.matchBefore(/[\w$]*/);
    const result = await askTypes({ ...base(completion.state), type: 'completions', offset: completion.pos }).catch(() => null);
    if (!result || completion.aborted) return null;
    // Before a word is typed, only members (a tag's props, an object's fields) are worth a list.
    if (!completion.explicit && word?.from === word?.to && !result.member) return null;
    return {
      from: result.from,
      options: result.items.map((item) => ({
        label: item.label,
        type: item.type,
        boost: boostOf(item.sortText),
        ...(item.optional ? { detail: '?' } : {}),
        // Beside the selected option, as a hover would show it: reachable with the arrow keys.
        info: () =>
          askTypes({ ...base(completion.state), type: 'details', offset: completion.pos, name: item.label })
            .catch(() => null)
            .then((details) => details && { dom: hoverDom(details, messages, readPickedVersion(context.line)) }),
      })),
      validFor: /^[\w$]*$/,
    };
  };

  const lint = async (view: EditorView): Promise<Diagnostic[]> => {
    try {
      const found = await askTypes({ ...base(view.state), type: 'diagnostics' });
      if (view.state.field(status).failed !== undefined) view.dispatch({ effects: setStatus.of({}) });
      const length = view.state.doc.length;
      return found.map((diagnostic) => ({ ...diagnostic, from: Math.min(diagnostic.from, length), to: Math.min(diagnostic.to, length), source: 'TypeScript' }));
    } catch (error) {
      view.dispatch({ effects: setStatus.of({ failed: failureText(error) }) });
      return [];
    }
  };

  // At the caret, or just before it: a caret right after a word is where a reader who typed it leaves it.
  const hoverNear = async (state: EditorState, offset: number) => {
    const ask = (at: number) => askTypes({ ...base(state), type: 'hover', offset: at }).catch(() => null);
    return (await ask(offset)) ?? (offset > 0 ? ask(offset - 1) : null);
  };
  const showCaretInfo = (view: EditorView): boolean => {
    const { state } = view;
    const offset = state.selection.main.head;
    void hoverNear(state, offset).then((info) => {
      // The reader typed or moved on meanwhile: what was asked no longer describes the caret.
      if (view.state.doc !== state.doc || view.state.selection.main.head !== offset) return;
      let dom: HTMLElement;
      let spoken: string;
      if (info) {
        const picked = readPickedVersion(context.line);
        dom = hoverDom(info, messages, picked);
        const { signature, heading, lines } = hoverParts(info, messages, picked);
        // Read without the backticks that mark code.
        const plain = lines.map((line) =>
          inlineParts(line)
            .map((part) => part.text)
            .join(''),
        );
        spoken = [signature, heading, ...plain].filter(Boolean).join('\n');
      } else {
        dom = document.createElement('div');
        dom.className = 'cm-types-hover';
        dom.textContent = spoken = messages.nothingAtCaret;
      }
      // Read aloud through the editor's own live region: a tooltip is not.
      view.dispatch({ effects: [setCaretInfo.of({ pos: info?.from ?? offset, above: true, create: () => ({ dom }) }), EditorView.announce.of(spoken)] });
    });
    return true;
  };

  return [
    status,
    // Switched on by the first focus: ask for the problems at once rather than after the linter's pause, so the
    // worker, TypeScript and the declarations start loading while the reader is still reading.
    ViewPlugin.define((view) => {
      queueMicrotask(() => forceLinting(view));
      return {};
    }),
    theme,
    EditorState.phrases.of(messages.phrases),
    autocompletion({ override: [complete], icons: true }),
    linter(lint, {
      delay: 300,
      // Afresh on coming back to the editor: another file of the demo may have changed meanwhile.
      needsRefresh: (update) => update.focusChanged && update.view.hasFocus,
    }),
    hoverTooltip(async (view, pos) => {
      const info = await askTypes({ ...base(view.state), type: 'hover', offset: pos }).catch(() => null);
      return info && { pos: info.from, end: info.to, above: true, create: () => ({ dom: hoverDom(info, messages, readPickedVersion(context.line)) }) };
    }),
    signature,
    caretInfo,
    signatureHelp((state, offset) => askTypes({ ...base(state), type: 'signature', offset }).catch(() => null)),
    showPanel.of(typesPanel(messages, lint)),
    keymap.of([
      ...completionKeymap,
      ...lintKeymap,
      { key: 'Mod-k Mod-i', run: showCaretInfo },
      {
        key: 'Escape',
        run: (view) => {
          const effects = [
            ...(view.state.field(signature) === null ? [] : [setSignature.of(null)]),
            ...(view.state.field(caretInfo) === null ? [] : [setCaretInfo.of(null)]),
          ];
          if (effects.length === 0) return false;
          view.dispatch({ effects });
          return true;
        },
      },
    ]),
  ];
}
