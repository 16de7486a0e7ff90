import type { MigrationTexts } from './types';

/** The migration assistant's English texts. */
export const migrationEn: MigrationTexts = {
  rules: {
    package: 'Package',
    stylesheet: 'Stylesheet',
    dependency: 'Moved dependency',
    'deep-import': 'Deep import',
    fixed: 'fixed',
    'expand-icon': 'Expand icon',
    'class-name': 'Class name',
    'scroll-to': 'scrollTo',
    'react-version': 'React version',
  },
  findings: {
    'package-renamed': ({ from, to }) =>
      `\`${from}\` → \`${to}\`: the table has been published as \`@rc-component/table\` since 1.0.0; \`rc-table\` is the 7.x line, frozen at 7.55.1.`,
    'stylesheet-moved': ({ from, to }) => `\`${from}\` → \`${to}\`: the stylesheet moved with the package; its file name did not change.`,
    'dependency-moved': ({ from, to }) =>
      `\`${from}\` → \`${to}\`: 1.x no longer installs \`${from}\`, it depends on \`${to}\` instead. Code that used \`${from}\` without listing it in its own package.json breaks once 7.x is gone; list it there, or switch as done here.`,
    'package-family-renamed': ({ from, to }) =>
      `\`${from}\` → \`${to}\`: the other react-component packages moved to the \`@rc-component\` scope too, and their new versions share the table's dependencies.`,
    'dependency-deep-path': ({ to }) =>
      `\`${to}\` is a path inside the package, not its public entry: check that it still exists there, or import the same thing from the package root.`,
    'classnames-subpath': ({ from }) =>
      `\`${from}\` has no counterpart in \`clsx\`, which 1.x uses instead of \`classnames\`: keep \`classnames\` in your own package.json, or rewrite this part by hand.`,
    'deep-import-root': ({ from, names, since }) =>
      `\`${from}\` → \`@rc-component/table\`: the package root exports ${names} (since ${since}), so no path inside the package is needed.`,
    'deep-import-internal': ({ to, names }) =>
      `${names === '' ? 'This path' : names} has no public replacement: \`${to}\` is internal to the package and may change in any release. Prefer the root exports, or derive the type from \`TableProps\` (\`TableProps<Record>['components']\`).`,
    'fixed-renamed': ({ from, to }) =>
      `\`fixed: '${from}'\` → \`'${to}'\`: 1.x names pinned sides logically, so \`start\` follows the direction (it is the right side in RTL). \`'${from}'\` still works but is deprecated; \`true\` means \`start\` and stays.`,
    'fixed-computed': ({ code }) =>
      `\`fixed: ${code}\` is computed when the code runs: if it can be \`'left'\` or \`'right'\`, make it \`'start'\` or \`'end'\` where it is set.`,
    'expand-icon': () =>
      '`expandable.expandIcon` still works in 1.x but is deprecated. From 1.12.0, `components.ExpandIcon` takes a component instead: it gets `onClick` (no `onExpand(record, event)` to call) and `type`, `row` for a row and `all` for the header’s expand-all icon.',
    'legacy-expand-icon': () =>
      'The top-level `expandIcon` prop is the oldest form (without an `expandable` prop, both lines log a warning for it). Move it into `components.ExpandIcon` (1.12.0), or at least into `expandable`.',
    'class-renamed': ({ from, to }) => `\`${from}\` → \`${to}\`: 1.x names pinned cells and shadows by logical side (start, end) instead of left and right.`,
    'class-renamed-rtl': ({ from, to }) =>
      `\`${from}\` → \`${to}\`: in a right-to-left table, 7.x's left side is the end, so the logical name differs from the left-to-right one.`,
    'class-removed': ({ from }) =>
      `\`${from}\` is not set by 1.x and has no counterpart: the rule that uses it no longer applies. See the guide's class table for what 1.x sets instead.`,
    'shadow-pseudo': ({ selector }) =>
      `\`${selector}\` is drawn by 1.x's stylesheet as a 5 px bar, shown by \`opacity\`, where 7.x drew nothing until a \`box-shadow\` was set: to keep a 7.x shadow, also set \`background: none\` and the width it needs.`,
    'class-other-prefix': ({ from, to }) =>
      `\`${from}\` looks like a table class with another prefix (a custom \`prefixCls\`, or a nested selector): if so, it becomes \`${to}\`.`,
    'scroll-align': ({ code }) =>
      `\`${code}\`: 7.x scrolled the row to the top of the table; 1.x scrolls only as far as needed to show it (\`align: 'nearest'\`). Add \`align: 'start'\` if the row should still land at the top.`,
    'react-legacy-api': ({ name }) =>
      `\`${name}\` is how React 17 and earlier mounted an app. @rc-component/table needs React 18 or later since 1.8.0: mount with \`createRoot\` from \`react-dom/client\`.`,
  },
  notices: {
    empty: 'Paste some rc-table 7.x code first.',
    'no-table': 'Nothing to change: this code does not use rc-table, its stylesheet or its class names.',
    'already-current': 'Nothing to change: this code already uses @rc-component/table 1.x.',
  },
  languages: { auto: 'Detect', script: 'TSX, JSX, TS or JS', css: 'CSS, Less or Sass' },
  syntaxError: ({ line, column, message, language }) =>
    `The code does not parse as ${language}: ${message} (line ${line}, column ${column}). Nothing was changed.`,
  tooDeep: 'The code nests too deeply for the parser to follow (hundreds of levels): paste a smaller part of it.',
  tooLarge: (limitKb) => `The code is larger than ${limitKb} KB: paste one file at a time.`,
  loadFailed: (detail) => `The assistant did not load (${detail}).`,
  inputLabel: 'Your rc-table 7.x code',
  inputHint: 'Paste a component or a stylesheet, then press Rewrite (or Ctrl+Enter). Nothing leaves your browser.',
  languageLabel: 'Read as',
  run: 'Rewrite for 1.x',
  running: 'Rewriting…',
  outputLabel: 'The same code for @rc-component/table 1.x',
  readAs: (language) => `Read as ${language}.`,
  copyResult: 'Copy the result',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  changesHeading: (count) => (count === 1 ? '1 change' : `${count} changes`),
  warningsHeading: (count) => (count === 1 ? '1 thing to check by hand' : `${count} things to check by hand`),
  at: (line, column) => `Line ${line}, column ${column}`,
  suggestion: 'Suggested code',
  summary: (changes, warnings) =>
    `Rewritten: ${changes === 1 ? '1 change' : `${changes} changes`}, ${warnings === 1 ? '1 thing' : `${warnings} things`} to check by hand.`,
  openLive: 'Open the result as a live demo',
  openLiveMissing: (modules) => `The live editor cannot load ${modules}, so the demo will show an error for it.`,
  openLiveAnyway: 'Open it anyway',
  markdownNote: '(The migration assistant is interactive: use it on the web page of this guide.)',
  retry: 'Retry',
};
