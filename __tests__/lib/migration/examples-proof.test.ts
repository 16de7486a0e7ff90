/** @jest-environment node */
import path from 'node:path';
import generated from '@/.generated/registry.json';
import type { Registry } from '@/lib/registry/types';
import { proofDemos } from './proof/demos';
import { describeCell, proveRender, proveTypes, type LessCompared, type TypeProof } from './proof/prove';

/**
 * The assistant's proof on the site's own 7.x demos (rc-table's examples): each, every file through `migrate`
 * with default options, type-checks under `tsc --strict` against @rc-component/table 1.x's types, and its server
 * render shows the same cells, with the same texts and pinned to the same sides, as the unmigrated demo on
 * rc-table 7. The unmigrated sources must type-check against rc-table 7 too, else a failure is the fixture's.
 */
const root = path.resolve(__dirname, '../../..');
const demos = proofDemos(generated as unknown as Registry);

/**
 * The demos whose first render (a server render is the initial state: no effect, no click) cannot show all that
 * the comparison looks for. Their cells are still compared; the test holds the list true both ways, so a demo
 * that starts showing it all must leave the list.
 */
const COMPARED_LESS: Readonly<Record<string, { less: LessCompared; why: string }>> = {
  'expanded-row-render': { less: 'no-pins', why: 'its "Fix columns" toggle and `fixed` choice start off, so nothing is pinned at first' },
  'title-and-footer': { less: 'no-pins', why: 'its "Pin the Item column" checkbox starts unchecked' },
  'performance-lab': { less: 'no-pins', why: 'the measured table mounts only when the reader presses Run, with "Pinned columns" unchecked at first' },
};

describe('the 7.x demos, migrated, type-check in one program', () => {
  let types: TypeProof;
  // One program over both sides: most of its time is reading and binding the DOM's, React's and the tables' types.
  beforeAll(() => {
    types = proveTypes(root, demos);
  });

  it('against @rc-component/table 1.x, with no diagnostic', () => {
    expect(types.migrated).toEqual([]);
  });

  it('while the same demos unmigrated type-check against rc-table 7 (the control)', () => {
    expect(types.original).toEqual([]);
  });
});

describe('the list of demos compared less', () => {
  it('names only 7.x demos', () => {
    expect(demos.length).toBeGreaterThan(0);
    expect(Object.keys(COMPARED_LESS).filter((name) => !demos.some((demo) => demo.name === name))).toEqual([]);
  });
});

describe.each(demos.map((demo) => [demo.name, demo] as const))('the 7.x demo %s, migrated', (name, demo) => {
  // rc-table's own deprecation warnings for what some demos do on purpose (once per process, on either side).
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => jest.restoreAllMocks());

  it('renders on the server the same cells, pinned to the same sides, as on 7.x', () => {
    // The test's own `require`: Jest's module registry, so the demo, the table and react-dom share one React.
    const proof = proveRender(demo, require);
    expect(proof.migrated.map(describeCell)).toEqual(proof.original.map(describeCell));
    expect(proof.less ?? 'fully').toBe(COMPARED_LESS[name]?.less ?? 'fully');
  });
});
