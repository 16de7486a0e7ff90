'use client';

import { useEffect, useId, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { EditorHandle } from '../PreviewerRoot';
import { typesMessagesFor } from '@/lib/messages/editor-types';
import type { TypeContext } from './types/editor-types';

/** Token colours are CSS variables (app/globals.css), so the editor follows the colour mode live. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword], color: 'var(--code-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--code-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: 'var(--code-type)' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--code-function)' },
  { tag: [tags.propertyName, tags.attributeName], color: 'var(--code-property)' },
]);

// CodeMirror's own styles are injected unlayered, so they outrank the site's layered stylesheets: the editor's
// look lives here rather than in app/globals.css.
const theme = EditorView.theme({
  '&': { color: 'var(--text)', backgroundColor: 'transparent', fontSize: '13.5px' },
  '.cm-scroller': { lineHeight: '1.6' },
  '.cm-content': { fontFamily: 'var(--code-font)', padding: '14px 0', caretColor: 'var(--text)' },
  '.cm-gutters': { backgroundColor: 'transparent', color: 'var(--muted)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--code-active-line)' },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '-2px' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--code-selection)' },
});

interface CodeEditorProps {
  /**
   * The text it starts with, read as the editor is created (after the page shows the source it reads); a reset
   * remounts the editor (a new `key`) rather than replacing its text.
   */
  initialValue: () => string;
  onChange: (value: string) => void;
  label: string;
  /** Id of the text explaining how to leave the editor with the keyboard. */
  describedBy: string;
  /** Highlighted as TSX; otherwise (a stylesheet, JSON) plain text. */
  code: boolean;
  /** Told when the editor is ready, with a way to change its text as an edit Undo takes back, and when it goes. */
  onHandle?: (handle: EditorHandle | undefined) => void;
  /** A code file's types (completions, hover, problems), loaded on the editor's first focus. */
  types?: TypeContext;
}

/**
 * An editable file of the demo: CodeMirror 6 with TSX highlighting, history (undo/redo), Tab to indent and
 * Escape-then-Tab to move focus on. It is its own chunk, loaded when the code panel first opens.
 */
export default function CodeEditor({ initialValue, onChange, label, describedBy, code, types, onHandle }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  const typeContext = useRef(types);
  useEffect(() => {
    changed.current = onChange;
    typeContext.current = types;
  });
  const typesHintId = useId();

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    // The types: their editor parts (a small chunk) load with the editor, so the first focus turns them on before
    // the first key; the language service (a worker, TypeScript, the line's declarations) starts on that focus.
    const typesSlot = new Compartment();
    let typeParts = typeContext.current ? import('./types/editor-types') : undefined;
    // A chunk that fails here fails again on focus, which handles it.
    typeParts?.catch(() => undefined);
    let typesOn = false;
    const loadTypes = (view: EditorView) => {
      const context = typeContext.current;
      if (typesOn || !context) return;
      typesOn = true;
      (typeParts ??= import('./types/editor-types')).then(
        // The other files as they are at each request (the reader may edit or add one after this focus).
        ({ typeExtensions }) =>
          view.dispatch({ effects: typesSlot.reconfigure(typeExtensions({ ...context, files: () => typeContext.current?.files() ?? [] })) }),
        // Their chunk did not load: the editor works on without them, and the next focus tries again.
        () => {
          typesOn = false;
          typeParts = undefined;
        },
      );
    };
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: initialValue(),
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          code ? javascript({ jsx: true, typescript: true }) : [],
          syntaxHighlighting(highlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          theme,
          // Wrapped lines and no height cap: the editor never becomes a scroll region of its own, which
          // keyboard users could not reach (the page scrolls instead).
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': types ? `${describedBy} ${typesHintId}` : describedBy }),
          typesSlot.of([]),
          EditorView.focusChangeEffect.of((_state, focusing) => {
            if (focusing) queueMicrotask(() => loadTypes(created));
            return null;
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    onHandle?.({ text: () => created.state.doc.toString(), apply: (changes) => created.dispatch({ changes: [...changes], userEvent: 'input.props' }) });
    return () => {
      onHandle?.(undefined);
      created.destroy();
    };
    // The editor is created once, from the text it starts with; it owns the document from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <div ref={host} data-testid="code-editor" />
      {types && (
        <p id={typesHintId} className="visually-hidden">
          {typesMessagesFor(types.locale).keyboardHint}
        </p>
      )}
    </>
  );
}
