import { builtinPlugins, optimize, type BuiltinsWithOptionalParams } from 'svgo/browser';

/**
 * What html2sketch asks of `svgo-browser/lib/get-svgo-instance` (an SVGO 1 instance, from a fork that brings
 * css-select 2 with nth-check 1.0.2 and css-what 3.4.2, both with ReDoS advisories), answered by svgo 4's browser
 * build, whose selector engine is current. next.config.mjs points html2sketch's import here; docs/decisions.md,
 * "Sketch export", says why.
 */

type PluginName = keyof BuiltinsWithOptionalParams;

/** html2sketch's names for plugins that svgo has renamed since. */
const RENAMED: Readonly<Record<string, PluginName>> = { cleanupIDs: 'cleanupIds' };

const BUILTIN = new Set<string>(builtinPlugins.map((plugin) => plugin.name));
const isBuiltin = (name: string): name is PluginName => BUILTIN.has(name);

export interface SvgoInstance {
  /** The SVG optimized; the SVG as it was when svgo cannot read it, as SVGO 1 left such an SVG to its caller. */
  optimize(svg: string): Promise<{ data: string }>;
}

/** An optimizer with the plugins `flags` turns on that svgo still has; the rest, which it dropped, are left out. */
export default function getSvgoInstance(flags: Readonly<Record<string, boolean>>): SvgoInstance {
  const plugins = Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => RENAMED[name] ?? name)
    .filter(isBuiltin);
  return {
    optimize: async (svg) => {
      try {
        return { data: optimize(svg, { plugins }).data };
      } catch {
        return { data: svg };
      }
    },
  };
}
