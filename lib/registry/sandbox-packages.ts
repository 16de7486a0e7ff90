import fs from 'node:fs';
import path from 'node:path';
import { sandboxPackages, SandboxVersionError, type SandboxPackages, type SiteInstall } from '../sandbox/versions';
import { ContentError } from './errors';
import type { DemoEntry, Registry } from './types';

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readManifest(file: string): Manifest | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The site's package.json names and the versions its node_modules hold (what its lockfile installed). */
export function siteInstall(root: string): SiteInstall {
  const manifest = readManifest(path.join(root, 'package.json'));
  return {
    declared: new Set([...Object.keys(manifest?.dependencies ?? {}), ...Object.keys(manifest?.devDependencies ?? {})]),
    installed: (name) => readManifest(path.join(root, 'node_modules', name, 'package.json'))?.version,
  };
}

/**
 * The packages a demo's CodeSandbox and StackBlitz exports pin. A version npm cannot use (a prerelease)
 * throws a ContentError naming the demo's entry file and the package.
 */
export function demoSandboxPackagesOf(demo: DemoEntry, site: SiteInstall): SandboxPackages {
  const demoPackages = Object.fromEntries(
    Object.entries(demo.asset.dependencies).flatMap(([name, dependency]) => (dependency.type === 'NPM' ? [[name, dependency.value]] : [])),
  );
  try {
    return sandboxPackages(demoPackages, site);
  } catch (error) {
    if (error instanceof SandboxVersionError)
      throw new ContentError(`demos/${demo.name}/index.tsx`, `its CodeSandbox and StackBlitz export on ${demo.line}: ${error.message}`);
    throw error;
  }
}

/** Per demo id, in id order: what the registry build writes to `.generated/sandbox-packages.json`. */
export function demoSandboxPackages(registry: Registry, site: SiteInstall): Record<string, SandboxPackages> {
  return Object.fromEntries(
    Object.keys(registry.demos)
      .sort()
      .map((id) => [id, demoSandboxPackagesOf(registry.demos[id], site)]),
  );
}
