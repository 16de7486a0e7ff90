// postcss-less ships no types: it is a PostCSS syntax, whose `parse` gives PostCSS's own tree. Less variables
// (`@name: value;`) come as at-rules with `variable` and `value`, mixin calls (`.mixin();`) as at-rules with `mixin`.
declare module 'postcss-less' {
  import type { Parser, Root } from 'postcss';

  const syntax: { parse: Parser<Root> };
  export default syntax;
}
