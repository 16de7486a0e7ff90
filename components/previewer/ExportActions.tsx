'use client';

import { useState } from 'react';
import { CodeSandboxIcon, StackBlitzIcon } from '@/components/icons';
import { describeActionFailure } from '@/lib/action-failure';
import { useMessages } from '@/components/i18n/MessagesContext';
import type { SandboxInput } from '@/lib/sandbox/project';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import { site } from '@/lib/site';
import { ActionFailure } from './ActionFailure';
import { usePreviewer } from './PreviewerRoot';

interface ExportActionsProps {
  title: string;
  description: string;
  /** Resolved by the registry build from what the site installs. */
  packages: SandboxPackages;
  /** The packages an edit may import, at the site's versions: those the edits import join the export's. */
  importable: Readonly<Record<string, string>>;
}

/**
 * Posts the project to the CodeSandbox define API through a form, so it opens in a new tab. The code that builds the
 * projects (lib/sandbox) loads on the click, with the service's SDK, so no page's first load carries it.
 */
async function openCodeSandbox(input: SandboxInput) {
  const [{ getParameters }, { codeSandboxDefinition }] = await Promise.all([
    import('codesandbox-import-utils/lib/api/define'),
    import('@/lib/sandbox/codesandbox'),
  ]);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = site.codeSandboxDefineUrl;
  form.target = '_blank';
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'parameters';
  field.value = getParameters(codeSandboxDefinition(input));
  form.append(field);
  document.body.append(form);
  form.submit();
  form.remove();
}

async function openStackBlitz(input: SandboxInput) {
  const [{ default: sdk }, { stackBlitzOpenFile, stackBlitzProject }] = await Promise.all([import('@stackblitz/sdk'), import('@/lib/sandbox/stackblitz')]);
  sdk.openProject(stackBlitzProject(input), { newWindow: true, openFile: stackBlitzOpenFile(input) });
}

/**
 * "Open in CodeSandbox" and "Open in StackBlitz": the SDKs, and the code that builds the project and scans its imports,
 * load on click, with every file as it is now (edited and added ones too) and the packages they import.
 */
export function ExportActions({ title, description, packages, importable }: ExportActionsProps) {
  const messages = useMessages();
  const { currentFiles, reloadKeepingEdit: onReload } = usePreviewer();
  const input = async (): Promise<SandboxInput> => {
    const files = Object.fromEntries(currentFiles());
    const { withImportedPackages } = await import('@/lib/sandbox/imported-packages');
    return { title, description, files, packages: withImportedPackages(packages, files, importable) };
  };
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | undefined>(undefined);
  // An SDK chunk that did not load, or a service call that threw: said next to the buttons, never unhandled.
  const open = (service: string, action: (input: SandboxInput) => Promise<void>) => {
    setFailure(undefined);
    input()
      .then(action)
      .catch((error: unknown) => {
        const { detail, reload } = describeActionFailure(error);
        setFailure({ message: messages.exportFailed(service, detail), retry: reload ? onReload : () => open(service, action) });
      });
  };
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={messages.openCodeSandbox}
        title={messages.openCodeSandbox}
        onClick={() => open('CodeSandbox', openCodeSandbox)}
      >
        <CodeSandboxIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={messages.openStackBlitz}
        title={messages.openStackBlitz}
        onClick={() => open('StackBlitz', openStackBlitz)}
      >
        <StackBlitzIcon />
      </button>
      {failure && <ActionFailure message={failure.message} onRetry={failure.retry} />}
    </>
  );
}
