import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import livePackages from '@/.generated/live-packages.json';
import { demoStyles, liveModules } from '@/.generated/live-modules';
import { formatLoadError, type LiveError } from '@/lib/live/errors';
import { evaluateDemo } from '@/lib/live/evaluate';
import { liveLine, packagesOnLine } from '@/lib/live/line';
import { linkDemo, loadPlan, planDemo, type LiveInput, type LiveProblem } from '@/lib/live/link';
import type { ModuleLoader } from '@/lib/live/module-shim';
import type { PAGE_MODULES } from '@/lib/live/page-modules';
import { isCodeFile } from '@/lib/live/paths';
import { formatNotice, formatProblems } from '@/lib/live/problems';
import type { LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { liveMessagesFor, type LiveMessages } from '@/lib/messages/live';
import type { Messages } from '@/lib/messages/types';
import { ENTRY_FILE } from '@/lib/sandbox/project';
import { compileInWorker } from './compile-client';

export type LiveRun = { ok: true; Component: ComponentType; notices: string[] } | { ok: false; error: LiveError };

/** What one run compiles: every file of the demo as the reader has it, and which of them the reader changed. */
export interface LiveRunInput {
  demoId: string;
  files: Readonly<Record<string, string>>;
  edited: ReadonlySet<string>;
  /** The line of the component the page documents: what the repository's paths and the moved packages stand for. */
  line: LineId;
}

/** The page's own React, which every demo shares (`lib/live/page-modules.ts`). */
const pageModules: Record<(typeof PAGE_MODULES)[number], unknown> = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM };

const loaders: Record<string, ModuleLoader> = {
  ...liveModules,
  ...Object.fromEntries(Object.entries(pageModules).map(([name, module]) => [name, async () => module])),
};
const modules = new Set(Object.keys(loaders));

/** The demo with the stylesheets the reader wrote applied while it is mounted (they go when it unmounts). */
function withStyles(Demo: ComponentType, styles: ReadonlyArray<{ file: string; css: string }>): ComponentType {
  if (styles.length === 0) return Demo;
  const Styled = () =>
    React.createElement(React.Fragment, null, ...styles.map(({ file, css }) => React.createElement('style', { key: file }, css)), React.createElement(Demo));
  return Styled;
}

const failed = (problems: LiveProblem[], messages: LiveMessages, line: LineId): LiveRun => ({
  ok: false,
  error: formatProblems(problems, messages, Object.keys(packagesOnLine(livePackages, line))),
});

/**
 * One edit, from the files to a component: compile the code files in the worker, resolve every import (all the
 * problems at once), load what they need, check each imported name, evaluate from the entry.
 */
export async function runLive({ demoId, files, edited, line }: LiveRunInput, messages: Messages, locale: LocaleId): Promise<LiveRun> {
  const texts = liveMessagesFor(locale);
  const code = Object.entries(files)
    .filter(([name]) => isCodeFile(name))
    .map(([name, source]) => ({ name, source }));
  const compiled = await compileInWorker(code);
  const builtStyles = Object.fromEntries(Object.entries(demoStyles[demoId] ?? {}).filter(([file]) => Object.hasOwn(files, file) && !edited.has(file)));
  const input: LiveInput = {
    entry: ENTRY_FILE,
    files,
    compiled,
    builtStyles,
    context: { line: liveLine(line), files: new Set(Object.keys(files)), modules, packages: livePackages },
  };
  const plan = planDemo(input);
  try {
    const loaded = await loadPlan(plan, input, loaders);
    const linked = linkDemo(plan, input, loaded, `live-${demoId}`);
    if (!linked.ok) return failed(linked.problems, texts, line);
    const Demo = evaluateDemo(linked.value.modules, ENTRY_FILE, demoId);
    return { ok: true, Component: withStyles(Demo, linked.value.styles), notices: plan.notices.map((notice) => formatNotice(notice, texts)) };
  } catch (error) {
    // A module chunk that did not load is a download failure with a Retry; anything else is the demo's.
    return { ok: false, error: formatLoadError(error, messages) };
  }
}
