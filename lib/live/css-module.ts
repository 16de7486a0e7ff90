import type { ModuleExports } from './module-shim';

/**
 * The stand-in for a CSS module the site cannot load (`./x.module.less`): `styles.anything` is the class name
 * `anything`, so the markup keeps its class names and the demo runs unstyled rather than failing.
 */
export function classNameModule(): ModuleExports {
  const names = new Proxy<Record<string, string>>(
    {},
    {
      // Symbols and `then` (probed by promise checks) are not class names.
      get: (_, key) => (typeof key === 'string' && key !== 'then' ? key : undefined),
    },
  );
  return { __esModule: true, default: names };
}

/** Comments and the text of blocks aside, a selector's class names: `.name` not inside a string. */
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * A CSS module the reader wrote or edited, for the browser as it is: each class name in a selector or at-rule
 * prelude becomes `<scope>-<name>`, and the module's default export maps the written names to those.
 * Declarations (`url(a.png)`, `0.5em`) are left alone: only the text before each `{` is a selector.
 */
export function scopeCssModule(css: string, scope: string): { css: string; classes: Record<string, string> } {
  const classes: Record<string, string> = {};
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const scoped = withoutComments.replace(/(^|[{};])([^{};]*)(?=\{)/g, (_, before: string, selector: string) => {
    const renamed = selector.replace(CLASS_NAME, (_match, name: string) => {
      classes[name] = `${scope}-${name}`;
      return `.${classes[name]}`;
    });
    return before + renamed;
  });
  return { css: scoped, classes };
}
