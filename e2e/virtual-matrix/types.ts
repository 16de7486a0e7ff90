import type { MatrixCell } from '../../lib/virtual-matrix/keys';

/**
 * How the check decides one feature's cells: run in the page on one half of the feature's demo (the `<figure>`
 * captioned `Table` or `VirtualTable`), it may scroll, click or type inside it and resolves to what it saw: its
 * verdict and the figures it decided that by. Serialised with `toString()`, so it uses nothing from outside its own
 * body. The same probe runs on both halves; the plain table's half must come out `works` (else the probe or the
 * demo is wrong).
 */
export type Probe = (half: HTMLElement) => Promise<MatrixCell>;
