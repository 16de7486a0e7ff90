import { buildSandboxProject, type SandboxInput } from './project';

/** The body `codesandbox-import-utils` `getParameters` encodes for the define API. */
export interface CodeSandboxDefinition {
  files: Record<string, { content: string; isBinary: false }>;
}

/** The demo project in the define API's shape; the `node` template runs the Vite dev server. */
export function codeSandboxDefinition(input: SandboxInput): CodeSandboxDefinition {
  const project = buildSandboxProject(input);
  const files: CodeSandboxDefinition['files'] = {
    'sandbox.config.json': { content: `${JSON.stringify({ template: 'node' }, null, 2)}\n`, isBinary: false },
  };
  for (const [path, content] of Object.entries(project)) files[path] = { content, isBinary: false };
  return { files };
}
