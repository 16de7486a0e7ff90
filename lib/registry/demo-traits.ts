import type { DemoEntry } from './types';

/**
 * What a demo does to the table's looks and layout, read from its files. The browser tests take their lists
 * from here, so a new demo that styles, animates, pins, sticks or resizes something is checked as a reader sees
 * it, or the tests name it as unchecked.
 */
export interface DemoTraits {
  /** Styles something itself: a stylesheet or CSS module, styled-components, or a colour in an inline style. */
  styles: boolean;
  /** Moves rows with a motion library or a keyframe animation. */
  animates: boolean;
  /** Pins columns with `fixed`. */
  fixesColumns: boolean;
  /** Turns on rc-table's `sticky` header. */
  sticky: boolean;
  /** Lets the reader change a column's width. */
  resizesColumns: boolean;
  /** Renders a summary row. */
  summary: boolean;
}

const MOTION_PACKAGES = ['rc-motion', 'rc-animate'];
const INLINE_COLOUR = /\b(?:background(?:Color)?|color|borderColor)\s*:\s*['"`]/;
const FIXED_COLUMN = /\bfixed\s*:/;
/** `sticky` as a JSX attribute or an object key; not in words like `stickyHeader` or in comments. */
const STICKY_PROP = /(?:^|[\s{(,])sticky(?=\s*(?:[=:}/>]|$)|\s+[\w-]+=)/m;
const SUMMARY = /\bsummary\s*=\s*\{|<(?:Table\.)?Summary\b/;
const RESIZE = /\bonResize\b/;

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function demoTraits(demo: DemoEntry): DemoTraits {
  const files = Object.entries(demo.asset.dependencies);
  const packages = files.filter(([, dependency]) => dependency.type === 'NPM').map(([name]) => name);
  const sources = files
    .filter(([name, dependency]) => dependency.type === 'FILE' && /\.[jt]sx?$/.test(name))
    .map(([, dependency]) => stripComments(dependency.value));
  const stylesheets = files.filter(([name]) => name.endsWith('.css')).map(([, dependency]) => dependency.value);
  const code = sources.join('\n');
  return {
    styles: stylesheets.length > 0 || packages.includes('styled-components') || INLINE_COLOUR.test(code),
    animates: packages.some((name) => MOTION_PACKAGES.includes(name)) || stylesheets.some((css) => css.includes('@keyframes')),
    fixesColumns: FIXED_COLUMN.test(code),
    sticky: STICKY_PROP.test(code),
    resizesColumns: packages.includes('react-resizable') || RESIZE.test(code),
    summary: SUMMARY.test(code),
  };
}

/** The ids of the demos that have a trait, sorted. */
export function demosWith(demos: Record<string, DemoEntry>, trait: keyof DemoTraits): string[] {
  return Object.values(demos)
    .filter((demo) => demoTraits(demo)[trait])
    .map((demo) => demo.id)
    .sort();
}
