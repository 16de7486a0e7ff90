import { packageOf } from '../live/resolve';
import { sorted, type SandboxPackages } from './versions';

/** `import x from 'a'`, `import 'a/b.css'`, `export { y } from 'a'`: the quoted specifier of each. */
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"]([^'"\s]+)['"]/g;

/**
 * The packages of an export with what the reader's edits import added: a package the site installs (the live
 * demo could import it) joins the dependencies at the site's version, so the exported project installs it too.
 */
export function withImportedPackages(
  packages: SandboxPackages,
  files: Readonly<Record<string, string>>,
  importable: Readonly<Record<string, string>>,
): SandboxPackages {
  const dependencies = { ...packages.dependencies };
  for (const text of Object.values(files)) {
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const name = packageOf(specifier);
      if (specifier.startsWith('.') || specifier.startsWith('@/') || dependencies[name] !== undefined) continue;
      const version = importable[name];
      if (version !== undefined) dependencies[name] = version;
    }
  }
  return { dependencies: sorted(dependencies), devDependencies: packages.devDependencies };
}
