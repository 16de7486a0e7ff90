import type { Probe } from './types';
import { probes as caption } from './vt-caption';
import { probes as columns } from './vt-columns';
import { probes as components } from './vt-components';
import { probes as expand } from './vt-expand';
import { probes as onScroll } from './vt-on-scroll';
import { probes as pinned } from './vt-pinned';
import { probes as resize } from './vt-resize';
import { probes as rowProps } from './vt-row-props';
import { probes as rtl } from './vt-rtl';
import { probes as scrollTo } from './vt-scroll-to';
import { probes as semantic } from './vt-semantic';
import { probes as spans } from './vt-spans';
import { probes as sticky } from './vt-sticky';
import { probes as summary } from './vt-summary';
import { probes as tree } from './vt-tree';

/** Every feature's probe, by its id in content/virtual-matrix/features.json (each demo's in e2e/virtual-matrix/<demo>.ts). */
export const MATRIX_PROBES: Record<string, Probe> = {
  ...pinned,
  ...sticky,
  ...summary,
  ...expand,
  ...tree,
  ...spans,
  ...columns,
  ...rtl,
  ...rowProps,
  ...components,
  ...scrollTo,
  ...onScroll,
  ...resize,
  ...semantic,
  ...caption,
};
