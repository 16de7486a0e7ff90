import fs from 'node:fs';
import path from 'node:path';
import { sandboxPackages, SandboxVersionError, type SandboxPackages, type SiteInstall } from '../sandbox/versions';
import { ContentError } from './errors';
import type { Registry } from './types';

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
 * Per demo id, the packages its CodeSandbox and StackBlitz exports pin. A version npm cannot use (a
 * prerelease) fails the build, naming the demo's entry file and the package.
 */
export function demoSandboxPackages(registry: Registry, site: SiteInstall): Record<string, SandboxPackages> {
  const result: Record<string, SandboxPackages> = {};
  for (const id of Object.keys(registry.demos).sort()) {
    const demoPackages = Object.fromEntries(
      Object.entries(registry.demos[id].asset.dependencies).flatMap(([name, dependency]) => (dependency.type === 'NPM' ? [[name, dependency.value]] : [])),
    );
    try {
      result[id] = sandboxPackages(demoPackages, site);
    } catch (error) {
      if (error instanceof SandboxVersionError) throw new ContentError(`demos/${id}/index.tsx`, `its CodeSandbox and StackBlitz export: ${error.message}`);
      throw error;
    }
  }
  return result;
}
