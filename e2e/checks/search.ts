import { fixedMessages } from '../../lib/messages/fixed';
import { HEAVY_WORK_MS } from '../limits';
import { fail, HYDRATED, json, open, pageErrors, waitFor, type Check } from './session';

/** The first result of the header search for `query` is about `expectedInPath`; Enter opens its page. */
function searchCheck(query: string, expectedInPath: string): Check {
  return {
    name: `search finds "${query}" and Enter opens the first result`,
    async run(session, origin) {
      await open(session, origin, '/');
      const input = 'header input[role="combobox"]';
      await session.click(input);
      await waitFor(session, `document.activeElement?.matches(${json(input)})`, 'the search box to take the focus');
      await session.type(query);
      const option = `[data-search-results="inline"] [role="option"]`;
      // The first search downloads the search data and starts its worker: wait for the list's outcome (results, or
      // a message in the panel), then require results.
      const panel = `document.querySelector('[data-search-results="inline"]')`;
      const settled = `document.querySelector(${json(option)}) || (${panel} && ![${json(fixedMessages.loading)}, ''].includes(${panel}.textContent.trim()))`;
      await waitFor(session, settled, `the search for "${query}" to settle`, HEAVY_WORK_MS);
      const outcome = await session.evaluate<string | null>(`document.querySelector(${json(option)}) ? null : ${panel}.textContent.trim()`);
      if (outcome !== null) throw new Error(`the search for "${query}" shows no results: ${outcome}`);
      const href = await session.evaluate<string>(`document.querySelector(${json(option)}).getAttribute('href')`);
      if (!href.includes(expectedInPath)) throw new Error(`the first result for "${query}" is ${href}, not a page about it`);
      await session.press('Enter');
      const target = new URL(href, origin);
      await waitFor(session, `location.pathname === ${json(target.pathname)}`, `the result's page ${target.pathname}`);
      await waitFor(session, HYDRATED, `${target.pathname} to hydrate`, HEAVY_WORK_MS);
      fail('page errors', await pageErrors(session));
    },
  };
}

/** A Latin and a Chinese query, each for a demo page. */
export const searchChecks: Check[] = [searchCheck('fixed', 'fixed'), searchCheck('虚拟', 'virtual')];
