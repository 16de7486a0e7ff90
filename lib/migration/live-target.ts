/** The demos a live editor can host, by standalone id, with the module specifiers each one's editor may import. */
export type DemoModules = Readonly<Record<string, readonly string[]>>;

/** The demo to run code that any demo could: the plainest one. */
export const PREFERRED_LIVE_DEMO = 'simple';

/** Modules every live demo has without declaring them (the page's own React). */
const ALWAYS = new Set(['react', 'react/jsx-runtime']);

export interface LiveTarget {
  demo: string;
  /** What the code imports that this demo's editor cannot load. */
  missing: string[];
}

/**
 * The demo whose live editor should run migrated code: one that can load everything the code imports, best the
 * demo the code came from (it imports exactly that demo's modules, own files included), else `preferred`, else
 * the one with the fewest modules; when none can load it all, the one that loads the most.
 */
export function chooseLiveDemo(imports: readonly string[], demos: DemoModules, preferred: string): LiveTarget {
  const needed = imports.filter((name) => !ALWAYS.has(name));
  const scored = Object.entries(demos).map(([demo, modules]) => {
    const available = new Set(modules);
    const missing = needed.filter((name) => !available.has(name));
    const own = modules.filter((name) => name.startsWith('./'));
    const exact = missing.length === 0 && own.length > 0 && own.every((name) => needed.includes(name) || needed.includes(name.replace(/\.[jt]sx?$/, '')));
    return { demo, missing, exact, size: modules.length };
  });
  const rank = (entry: (typeof scored)[number]) => [entry.missing.length, entry.exact ? 0 : 1, entry.demo === preferred ? 0 : 1, entry.size];
  const [best] = scored.sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i += 1) if (ra[i] !== rb[i]) return ra[i] - rb[i];
    return a.demo.localeCompare(b.demo);
  });
  if (!best) throw new Error('No demo has a live editor');
  return { demo: best.demo, missing: best.missing };
}
