import type { TypesMessages } from './types';

/** The English edition's editor's type texts (`types.ts` says where they show). */
export const typesEn: TypesMessages = {
  problems: (count) => (count === 1 ? '1 type problem' : `${count} type problems`),
  advice: 'Advice only: the demo runs as it is.',
  showProblems: 'List them',
  keyboardHint:
    'Ctrl-K Ctrl-I (⌘-K ⌘-I on a Mac) shows the type at the caret. Type problems: F8 goes to the next, Ctrl-Shift-M (⌘-Shift-M on a Mac) lists them all.',
  nothingAtCaret: 'No type information at the caret.',
  failed: (detail) => `The types did not load: ${detail}`,
  retry: 'Retry',
  fromApi: (table) => `From the API table: ${table}`,
  defaultValue: 'Default',
  since: 'Since',
  newerThanPicked: (version) => `Not in your version (${version})`,
  phrases: { Diagnostics: 'Type problems', 'No diagnostics': 'No type problems', close: 'Close', Completions: 'Completions' },
};
