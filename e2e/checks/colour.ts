import { site } from '../../lib/site';
import { HEAVY_WORK_MS } from '../limits';
import { fail, HYDRATED, json, open, pageErrors, waitFor, type Check } from './session';

/** The theme `<html>` says, in its mark and in the colour scheme it hands the browser's own controls. */
const MODE = `({ mode: document.documentElement.getAttribute('data-prefers-color'), scheme: document.documentElement.style.colorScheme })`;

export const colourCheck: Check = {
  name: 'Dark applies at once, is stored and survives a reload, and the page is dark',
  async run(session, origin) {
    await open(session, origin, '/demo/simple');
    await waitFor(session, `!document.querySelector('header select').disabled`, 'the colour switch to be enabled');
    await session.selectOption('header select', 'dark');
    await waitFor(session, `(({ mode, scheme }) => mode === 'dark' && scheme === 'dark')(${MODE})`, 'the page to turn dark');
    const problems: string[] = [];
    const stored = await session.evaluate<string | null>(`localStorage.getItem(${json(site.colorStorageKey)})`);
    if (stored !== 'dark') problems.push(`the preference is stored as ${stored}`);
    await session.reload();
    await waitFor(session, HYDRATED, 'the reloaded page to hydrate', HEAVY_WORK_MS);
    const after = await session.evaluate<{ mode: string | null; scheme: string; picked: string; background: string }>(
      `({ ...${MODE}, picked: document.querySelector('header select').value, background: getComputedStyle(document.body).backgroundColor })`,
    );
    const channels = (after.background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    problems.push(...(await pageErrors(session)));
    if (after.mode !== 'dark' || after.scheme !== 'dark' || after.picked !== 'dark') {
      problems.push(`after a reload the mode is ${after.mode}, the colour scheme ${after.scheme} and the switch shows ${after.picked}`);
    }
    if (channels.length < 3 || Math.max(...channels) > 60) problems.push(`the page's background is ${after.background}, not dark`);
    await session.evaluate('localStorage.clear()');
    fail('dark mode', problems);
  },
};
