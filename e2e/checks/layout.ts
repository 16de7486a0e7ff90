import { probeSource } from '../layout/probe';
import { reachSource } from '../layout/reach';
import { LAYOUT_SETTLED } from '../layout/settled';
import { WINDOW_HEIGHT, type EngineSession } from './session';

/**
 * The layout probe (e2e/layout/probe.ts) at each width, once the layout has settled there (the demos re-measure on a
 * resize): Chromium's every-page check and the Firefox and WebKit route checks alike. Phone widths are 375 px and less.
 */
export async function probeAt(session: EngineSession, widths: readonly number[], theme: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await session.setViewport(width, WINDOW_HEIGHT);
    await session.evaluate(LAYOUT_SETTLED);
    const found = await session.evaluate<string[]>(probeSource({ phone: width <= 375 }));
    problems.push(...found.map((problem) => `${width}px ${theme}: ${problem}`));
  }
  return problems;
}

/** Whether a reader can reach every column of every demo on the page (e2e/layout/reach.ts) at each width. */
export async function reachAt(session: EngineSession, widths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await session.setViewport(width, WINDOW_HEIGHT);
    await session.evaluate(LAYOUT_SETTLED);
    problems.push(...(await session.evaluate<string[]>(reachSource())).map((problem) => `${width}px: ${problem}`));
  }
  return problems;
}
