import * as React from 'react';
import type { Messages } from '@/lib/messages/types';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import { demoModules } from '@/.generated/demo-modules';
import { formatCompileError, formatLoadError, type LiveError } from '@/lib/live/errors';
import { evaluateDemo } from '@/lib/live/evaluate';
import { loadModules } from '@/lib/live/module-shim';
import { compileInWorker } from './compile-client';

export type LiveRun = { ok: true; Component: ComponentType } | { ok: false; error: LiveError };

/** Modules every demo may import without declaring them: the page's own React. */
const present = { react: React, 'react/jsx-runtime': jsxRuntime };

/** One edit, from source to component: compile in the worker, load the declared imports, evaluate. */
export async function runLive(demoId: string, source: string, messages: Messages): Promise<LiveRun> {
  const compiled = await compileInWorker(source);
  if (!compiled.ok) return { ok: false, error: formatCompileError(compiled.error) };
  try {
    const modules = await loadModules(compiled.imports, demoModules[demoId] ?? {}, present);
    return { ok: true, Component: evaluateDemo(compiled.code, modules, demoId) };
  } catch (error) {
    // A module chunk that did not load is a download failure with a Retry; anything else is the demo's.
    return { ok: false, error: formatLoadError(error, messages) };
  }
}
