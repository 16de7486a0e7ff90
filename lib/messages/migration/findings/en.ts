import type { FindingTexts } from '../types';

/** A 1.x class as written (`&-fix-start-shadow`), and the class it makes where nesting hides it; '' for none. */
function nested(written: string, name: string): string {
  if (written && name && written !== name) return `\`${written}\` (the class \`.${name}\`)`;
  if (written) return `\`${written}\``;
  return name ? `\`.${name}\`` : '';
}

/** The migration assistant's finding texts in English: loaded with the first rewrite's result, not with the page. */
export const findingsEn: FindingTexts = {
  'package-renamed': ({ from, to }) =>
    `\`${from}\` → \`${to}\`: the table has been published as \`@rc-component/table\` since 1.0.0; \`rc-table\` is the 7.x line, frozen at 7.55.1.`,
  'stylesheet-moved': ({ from, to }) => `\`${from}\` → \`${to}\`: the stylesheet moved with the package; its file name did not change.`,
  'dependency-moved': ({ from, to, install }) =>
    `\`${from}\` → \`${to}\`: 1.x no longer installs \`${from}\`, it depends on \`${to}\` instead. Code that used \`${from}\` without listing it in its own package.json breaks once 7.x is gone; list it there, or switch as done here. Either way, list what the code now imports: \`${install}\` (a workspace that does not hoist packages finds no module the project does not declare).`,
  'dependency-kept': ({ from, to, install }) =>
    `\`${from}\` is left as it is. 7.x installed it and 1.x does not (it uses \`${to}\`): if your package.json does not list \`${from}\`, add it (\`${install}\`), or tick "Also move sibling and helper packages" to switch to \`${to}\`.`,
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
  'class-removed-rtl': ({ from }) =>
    `\`${from}\` has no counterpart in a right-to-left table: 7.x set it there in a case 1.x marks with no class (for \`has-fix-right\`, a last column with \`fixed: 'left'\` or \`true\`; 1.x's \`has-fix-end\` means a last column pinned to the end, which 7.x marked with nothing right to left). The rule is left as is and no longer applies.`,
  'class-rtl-scoped': ({ from, to, scope, placement }) =>
    `\`${from}\` was set only in right-to-left tables, but 1.x sets \`${to}\` in both directions: \`${scope}\` was added so that this rule still applies to right-to-left tables only.` +
    (placement === 'descendant'
      ? ` It went in front of the first part of the table in the selector; if something before that is the table itself (a \`className\` you gave it), put \`${scope}\` on that instead.`
      : ''),
  'class-rtl-unscoped': ({ from, to, name, selector, scope }) =>
    `\`${from}\` was set only in right-to-left tables, but 1.x sets ${nested(to, name)} in both directions, so \`${selector}\` now applies to left-to-right tables too. \`${scope}\` could not be added here safely (a nested selector whose parent serves other rules too, or a selector split by code): add it by hand to the table's wrapper in the selector, or in front of it.`,
  'class-ltr-scoped': ({ from, to, scope, placement }) =>
    `\`${from}\` was set only in left-to-right tables, but 1.x sets \`${to}\` in both directions: \`${scope}\` was added to the table's wrapper so that this rule still applies to left-to-right tables only.` +
    (placement === 'descendant'
      ? ` The selector named no wrapper, so the wrapper went in front of the first part of the table; if something before that is the table itself (a \`className\` you gave it), put \`${scope}\` on that instead.`
      : ''),
  'class-ltr-unscoped': ({ from, to, name, selector, scope }) =>
    `\`${from}\` was set only in left-to-right tables, but 1.x sets ${nested(to, name)} in both directions, so \`${selector}\` now applies to right-to-left tables too. \`${scope}\` could not be added here safely (a nested selector whose parent serves other rules too, or a selector split by code): add it by hand to the table's wrapper in the selector.`,
  'class-direction-split': ({ selector, ltr, rtl }) =>
    `\`${selector}\` names no direction, so in 7.x it styled the same physical side in every table; 1.x names that side by direction (start left to right, end right to left), so the selector became one copy per direction: \`${ltr}\` for left-to-right tables` +
    (rtl
      ? ` and \`${rtl}\` for right-to-left ones.`
      : `. Right to left, 1.x marks that case with no class, so the rule no longer applies to right-to-left tables.`),
  'class-direction-unsplit': ({ selector, from, ltr, rtl }) =>
    `\`${selector}\` names no direction, and \`${from}\` is \`${ltr}\` in left-to-right tables but ${rtl ? `\`${rtl}\`` : 'nothing'} in right-to-left ones. It was renamed for left-to-right tables only (a copy per direction could not be written here: a nested selector, or code in the selector), so right-to-left tables now get this rule on the other side: add \`:not(.rc-table-rtl)\` to the table's wrapper in it` +
    (rtl ? `, and a copy under \`.rc-table-rtl\` with \`${rtl}\`.` : '.'),
  'class-never-matched': ({ from, selector }) =>
    `\`${selector}\` asks for \`${from}\` in a right-to-left table, where 7.x never set it (only left to right), so the rule matched nothing. It is left as is and matches nothing in 1.x either: delete it, or rewrite it for what it was meant to style.`,
  'class-mixed-direction': ({ from, ltr, rtl, ltrName, rtlName }) =>
    `\`${from}\` is shared by nested rules about left-to-right tables and rules about right-to-left ones, and its 1.x name differs between them: ${nested(ltr, ltrName) || 'none'} left to right, ${nested(rtl, rtlName) || 'none'} right to left. Split the nested rules by direction (the right-to-left ones under \`.rc-table-rtl\`) and rename each.`,
  'class-variable-prefix': ({ from, variable, to }) =>
    `\`${from}\` is built from \`${variable}\`, which this stylesheet does not define: if it holds the table's prefix (\`rc-table\`, or your \`prefixCls\`), it becomes \`${to}\`.`,
  'class-split-name': ({ from, name, to }) =>
    `\`${from}\` makes \`${name}\` together with the selector it is nested in, and 1.x names that class \`${to}\`, which does not start the same way: write this selector out in full by hand.`,
  'rule-duplicate': ({ selector, first, second }) =>
    `The rules on lines ${first} and ${second} both become \`${selector}\`, but they were different selectors in 7.x and set different properties: 1.x applies both, the later winning where they overlap, which may not be what 7.x did. Merge them by hand, keeping the declarations meant for these cells.`,
  'z-index-pinned': ({ selector, value }) =>
    `\`${selector}\` sets \`z-index: ${value}\` on pinned cells. 1.x stacks them by \`z-index: calc(2 + var(--z-offset))\`, with \`--z-offset\` up to about twice the column count, so one value for all puts them on one level and a shadow can slide under the next pinned cell: write \`calc(${value} + var(--z-offset))\`, or drop the declaration to keep 1.x's stacking.`,
  'z-index-table': ({ selector, value }) =>
    `\`${selector}\` sets \`z-index: ${value}\` on a part of the table. 7.x kept pinned cells at 2; 1.x stacks them at \`calc(2 + var(--z-offset))\`, up to about 2 plus twice the column count, so this part can now end up under them: raise it above that.`,
  'z-index-overlay': ({ selector, value }) =>
    `\`${selector}\` sets \`z-index: ${value}\`, and this stylesheet styles the table: 7.x kept pinned cells at 2, 1.x stacks them at \`calc(2 + var(--z-offset))\`, up to about 2 plus twice the column count (22 for 10 columns). If this is an overlay, dropdown or sticky bar meant to cover the table, raise it above that.`,
  'scroll-align': ({ code }) =>
    `\`${code}\`: 7.x scrolled the row to the top of the table; 1.x scrolls only as far as needed to show it (\`align: 'nearest'\`). Add \`align: 'start'\` if the row should still land at the top.`,
  'react-legacy-api': ({ name }) =>
    `\`${name}\` is how React 17 and earlier mounted an app. @rc-component/table needs React 18 or later since 1.8.0: mount with \`createRoot\` from \`react-dom/client\`.`,
  'fixed-renamed-assumed': ({ from, to }) =>
    `\`fixed: '${from}'\` → \`'${to}'\`: this code imports nothing, so objects shaped like columns were taken for the table's columns. If one is not (a menu, a layout config), put \`'${from}'\` back there.`,
  'fixed-unreached': ({ from, to }) =>
    `\`fixed: '${from}'\` is left as it is: this looks like a table column, but this code does not show it reaching a table. If it does (from another file), make it \`'${to}'\`; \`'${from}'\` still works in 1.x, deprecated.`,
  'antd-file': ({ from }) =>
    `This code imports \`${from}\` and not rc-table: its tables are antd's, which brings its own rc-table (antd 5 uses 7.x and reads \`fixed: 'left'\` only). Nothing here was changed; when you move to antd 6, antd's own migration guide applies.`,
  'antd-table-imports': ({ antd, from }) =>
    `This code's tables are antd's (it imports \`${antd}\`): it imports \`${from}\` only to type or fill them, and antd 5 runs on rc-table 7, so nothing was changed (1.x's types and components would not fit antd 5's table). When you move to antd 6, which runs on @rc-component/table 1.x, take these from antd itself (\`TableColumnType['fixed']\`, \`Table.Summary\`) and follow antd's own migration guide.`,
  'antd-beside': ({ from }) =>
    `This code also uses antd's table (\`${from}\`). Only what reaches rc-table's own table was changed: antd's columns keep \`'left'\` and \`'right'\`, which antd 5 (on rc-table 7) reads, and antd 6 still accepts.`,
  'fixed-reader-renamed': ({ from, to, code }) =>
    `\`${code}\`: \`'${from}'\` → \`'${to}'\`, in step with the renamed \`fixed\` values it reads, so the comparison still matches.`,
  'fixed-reader-unsure': ({ code }) =>
    `\`${code}\` compares a \`fixed\` this code cannot tie to the table's columns. If it reads a column that now says \`'start'\` or \`'end'\`, it no longer matches: compare with both spellings, or with the new one.`,
  'fixed-type-renamed': ({ from, to }) => `\`'${from}'\` → \`'${to}'\` in your own type of \`fixed\`, so the renamed values still type-check.`,
  'sibling-kept': ({ from, to, install }) =>
    `\`${from}\` is left as it is: @rc-component/table 1.x does not depend on it, and it keeps working beside 1.x. Moving to \`${to}\` is a separate step with its own install (\`${install}\`) and API changes: tick "Also move sibling and helper packages" to see them.`,
  'sibling-moved': ({ from, to, install, versions }) =>
    `\`${from}\` → \`${to}\`, as you chose: install it (\`${install}\`), since 1.x does not bring it. Compared from their types (${versions}); any prop that differs is listed on its own line.`,
  'sibling-prop-renamed': ({ package: name, from, to }) => `\`${from}\` → \`${to}\`: \`${name}\` renamed the prop; it means the same.`,
  'sibling-prop-removed': ({ package: name, prop, instead }) =>
    `\`${name}\` has no \`${prop}\`: use \`${instead}\` instead. Its types would reject the prop, and the component would ignore it.`,
  'stylesheet-missing': ({ stylesheet }) =>
    `Pinned columns, and no import of the table's stylesheet in this code. 7.x pinned them with inline styles; 1.x pins only with its stylesheet, so without \`${stylesheet}\` they scroll away. Import it here, or check that your app's entry (or another file) does.`,
  'prefix-sticky': ({ prefix, selector }) =>
    `The table's \`prefixCls\` is \`${prefix}\`. 7.x pinned columns with \`position: sticky\` in each cell's inline style; 1.x leaves it to the stylesheet, whose rule names only \`.rc-table-cell-fix\`. Give \`${selector}\` \`position: sticky\` in your stylesheet, or the pinned columns scroll away with the rest.`,
  'context-import': ({ from }) =>
    `\`${from}\`: 1.x uses @rc-component/context 2.x, where 7.x used 1.x. If this code shares context with the table (a custom \`components\` cell that reads it), install \`@rc-component/context@^2\` so that both use the same copy; two copies share nothing.`,
  'class-built': ({ code }) =>
    `\`${code}\` builds a 7.x class name at run time, which the assistant cannot rename: 1.x names sides logically (\`cell-fix-start\`, \`fix-start-shadow-show\`). See the guide's class table.`,
  'scroll-to-computed': ({ code }) =>
    `\`${code}\`: the argument is computed elsewhere. If it has \`key\` or \`index\` and no \`align\`, 7.x scrolled the row to the top, and 1.x scrolls only as far as needed (\`align: 'nearest'\`): add \`align: 'start'\` where it is made to keep the old behaviour.`,
  'columns-imported': ({ name, from }) =>
    `\`${name}\` comes from \`${from}\`: the assistant sees only this code, so run that file through it too for its \`fixed\` values.`,
  'other-files': ({ from }) =>
    `This code imports \`${from}\`: the assistant sees only this code. Run the other files through it too; the table's stylesheet import may also live elsewhere (often in the app's entry).`,
};
