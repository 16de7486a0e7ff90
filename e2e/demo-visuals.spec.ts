import { demosWith } from '../lib/registry/demo-traits';
import { motionChecks, styleChecks } from './demo-checks';
import { expect, test } from './fixtures';
import { isMeasuredDemo, readRegistry } from './helpers';

/**
 * Every demo whose files say it styles or animates something (lib/registry/demo-traits.ts) has a check of what a
 * reader sees of it in e2e/demo-checks.ts, which e2e/every-page.spec.ts runs on every line, on the demo's zh-CN page
 * and alone, in both themes: a new demo that styles or animates something is checked, or named here as unchecked.
 */
const registry = readRegistry();
/** The names of the demos with a trait (the same on every line: one source per demo); an answer's pair is measured by its own check. */
const demosThat = (trait: Parameters<typeof demosWith>[1]) => [
  ...new Set(
    demosWith(registry.demos, trait)
      .filter((id) => !isMeasuredDemo(registry, id))
      .map((id) => registry.demos[id].name),
  ),
];

test('every demo that styles something has a check of its looks', () => {
  // Motion is checked by the motion checks.
  const unchecked = demosThat('styles').filter((name) => !styleChecks[name] && !demosThat('animates').includes(name));
  expect(unchecked, 'demos that style something but have no entry in styleChecks').toEqual([]);
});

test('every demo that animates has a check of its motion', () => {
  expect(demosThat('animates').filter((name) => !motionChecks[name])).toEqual([]);
});

test('every check names a demo of the site', () => {
  const names = new Set(Object.values(registry.demos).map((demo) => demo.name));
  expect([...Object.keys(styleChecks), ...Object.keys(motionChecks)].filter((name) => !names.has(name))).toEqual([]);
});
