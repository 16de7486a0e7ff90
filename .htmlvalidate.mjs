/**
 * html-validate for the exported pages in out/ (checked by e2e/html-validate.spec.ts; by hand:
 * `npx html-validate out`). The recommended rules, with exceptions only where the markup is React's,
 * Next's or rc-table's own and this site cannot change it. Each exception says why.
 */
import { defineConfig, definePlugin, metadataHelper, Rule } from 'html-validate';

/**
 * Turns the listed `rules` off inside elements with one of the `classes`, and nowhere else. Used for the
 * markup a demo renders: rc-table writes column widths and sticky offsets as inline styles, and `<th>`s
 * without `scope` in its hidden measure row and its expand-icon column.
 */
class OffWithin extends Rule {
  setup() {
    const { classes, rules } = this.options;
    const inside = new WeakSet();
    this.on('tag:start', ({ target }) => {
      const { parent } = target;
      if (!parent || !(inside.has(parent) || classes.some((name) => parent.classList.contains(name)))) return;
      inside.add(target);
      // The same per-element switch html-validate's own disable directives use.
      target.disableRules(rules);
    });
  }
}

const siteRules = definePlugin({
  name: 'rc-table-docs',
  rules: { 'rc-table-docs/off-within': OffWithin },
});

export default defineConfig({
  extends: ['html-validate:recommended'],
  plugins: [siteRules],
  elements: [
    'html5',
    {
      // React 19 writes stylesheets it loads as resources as `<link rel="stylesheet" as="style">`.
      link: { attributes: { as: { allowed: metadataHelper.allowedIfAttributeHasValue('rel', ['prefetch', 'preload', 'modulepreload', 'stylesheet']) } } },
    },
  ],
  rules: {
    // React serialises attributes its own way: camel-case names (`charSet`, `autoComplete`), void
    // elements self-closed (`<meta/>`), and boolean and empty attributes as `=""` (`async=""`, `hidden=""`).
    // Checked for consistency with that style rather than turned off.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId yields ids such as `_R_1a_`; HTML allows any id without spaces, which `relaxed` still checks.
    'valid-id': ['error', { relaxed: true }],
    'rc-table-docs/off-within': ['error', { classes: ['previewer-original', 'standalone-demo'], rules: ['no-inline-style', 'wcag/h63'] }],
  },
});
