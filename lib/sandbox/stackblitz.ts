import { buildSandboxProject, entryPaths, type SandboxInput } from './project';

/** The argument of `@stackblitz/sdk` `openProject`, typed here so the SDK loads only on click. */
export interface StackBlitzProject {
  title: string;
  description: string;
  /** WebContainers (`node`) installs every dependency of package.json, unlike the create-react-app template. */
  template: 'node';
  files: Record<string, string>;
}

export function stackBlitzProject(input: SandboxInput): StackBlitzProject {
  return { title: input.title, description: input.description, template: 'node', files: buildSandboxProject(input) };
}

/** Open the demo itself, not the scaffolding, when the project opens. */
export const stackBlitzOpenFile = (input: SandboxInput): string => entryPaths(input.files).app;
