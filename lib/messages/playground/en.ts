import type { PlaygroundMessages } from './types';

/** The English edition's props playground's texts (`types.ts` says where they show). */
export const playgroundEn: PlaygroundMessages = {
  title: (component) => `Props of <${component}>`,
  loading: 'Loading the props panel…',
  noTable: (file) => `${file} renders no table the panel can read: it reads a Table or VirtualTable imported from rc-table or @rc-component/table.`,
  unreadable: (file) => `${file} does not parse right now; the panel reads it again once the code is fixed.`,
  spread: (text) => `${text} on the table may set any prop, and what it sets wins over the code before it.`,
  setInCode: 'Set in code',
  notSet: 'Not set',
  defaultValue: (value) => `Default ${value}`,
  apiLink: 'API',
  apiLinkLabel: (name) => `The API row of ${name}`,
  notAccepted: (text) => `“${text}” is not a value this prop takes.`,
  reset: 'Back to the original code',
  notes: {
    sticky:
      'The header sticks while the page (or the getContainer element) scrolls past the table: a table no taller than the window shows nothing. A table with scroll.y already keeps its header fixed in its own scroll box.',
    'scroll.y': 'Fixes the header: the body scrolls below it, at most this tall.',
    'scroll.x': 'The table scrolls sideways only when its content is wider; pinned columns stick only while it can.',
    expandable: 'Only rows that can expand show these: the demo needs expandedRowRender, or rows with children.',
  },
  noEffect: 'No effect',
  newerThanPicked: (version) => `Not in ${version}`,
};
