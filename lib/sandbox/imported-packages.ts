import { packageOf } from '../live/resolve';
import { importSpecifiers } from './import-specifiers';
import { sorted, type SandboxPackages } from './versions';

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
    for (const specifier of importSpecifiers(text)) {
      const name = packageOf(specifier);
      if (specifier.startsWith('.') || specifier.startsWith('@/') || dependencies[name] !== undefined) continue;
      const version = importable[name];
      if (version !== undefined) dependencies[name] = version;
    }
  }
  return { dependencies: sorted(dependencies), devDependencies: packages.devDependencies };
}

/**
 * The packages a project's files import but its package.json does not declare: what a visitor's install would lack.
 * Relative imports and the repository's own paths (`@/`) are the project's; a CSS or subpath import names its package
 * (`rc-table/assets/index.css` → `rc-table`).
 */
export function undeclaredImports(files: Readonly<Record<string, string>>): string[] {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(files['package.json'] ?? '{}') as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const missing = new Set<string>();
  for (const [name, text] of Object.entries(files)) {
    if (!/\.(?:[cm]?[jt]sx?|css)$/.test(name)) continue;
    for (const specifier of importSpecifiers(text)) {
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) continue;
      const pkg = packageOf(specifier);
      if (dependencies[pkg] === undefined && devDependencies[pkg] === undefined) missing.add(pkg);
    }
  }
  return [...missing].sort();
}
