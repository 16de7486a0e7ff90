import type { Probe } from './types';

/**
 * The handle on the "Owner" header cell is dragged 80 px to the right, then 80 px back, with dispatched pointer
 * events as a mouse would send them. Each time, the header cell must take the new width, and every body cell below
 * it (the rows in view) the same width, ending where the header cell ends.
 */
const columnResize: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 120 && !test(); i += 1) await frame();
    return test();
  };
  const header = () => [...half.querySelectorAll<HTMLElement>('th')].find((th) => th.textContent === 'Owner');
  const handle = () => header()?.querySelector<HTMLElement>('[role="separator"]');
  if (!header() || !handle()) return { verdict: 'no', figures: { found: false } };
  // The body cells of the header cell's column, as the body draws them: its place among the header row's cells.
  const bodyCells = () => {
    const th = header();
    if (!th?.parentElement) return [];
    const column = [...th.parentElement.children].indexOf(th);
    const rows = half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-row, .rc-table-tbody-virtual .rc-table-row');
    return [...rows].map((row) => row.querySelectorAll<HTMLElement>(':scope > .rc-table-cell')[column]).filter((cell): cell is HTMLElement => !!cell);
  };
  const measure = () => {
    const th = header()?.getBoundingClientRect();
    const cells = bodyCells().map((cell) => cell.getBoundingClientRect());
    return {
      header: th ? Math.round(th.width) : NaN,
      headerRight: th ? th.right : NaN,
      cells: cells.length,
      // The body cells furthest from the header cell's width and right edge.
      widthGap: th ? Math.max(0, ...cells.map((cell) => Math.abs(cell.width - th.width))) : NaN,
      edgeGap: th ? Math.max(0, ...cells.map((cell) => Math.abs(cell.right - th.right))) : NaN,
    };
  };
  const drag = async (distance: number) => {
    const grip = handle();
    if (!grip) return false;
    const box = grip.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const send = (type: string, clientX: number, buttons: number) =>
      grip.dispatchEvent(
        new PointerEvent(type, {
          clientX,
          clientY: y,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons,
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      );
    send('pointerdown', x, 1);
    for (const step of [0.25, 0.5, 0.75, 1]) {
      send('pointermove', x + distance * step, 1);
      await frame();
    }
    send('pointerup', x + distance, 0);
    return true;
  };
  // Waits until the header cell has its width and the body has followed (or has stopped changing).
  const settle = async (width: number) => {
    let last = '';
    let same = 0;
    await until(() => {
      const now = measure();
      const text = JSON.stringify(now);
      same = text === last ? same + 1 : 0;
      last = text;
      return (Math.abs(now.header - width) <= 1 && now.widthGap <= 1 && now.edgeGap <= 1) || same >= 10;
    });
    return measure();
  };

  const before = measure();
  await drag(80);
  const wider = await settle(before.header + 80);
  await drag(-80);
  const back = await settle(before.header);
  const figures = {
    headerBefore: before.header,
    headerAfterDrag: wider.header,
    bodyCells: wider.cells,
    bodyWidthGap: Math.round(wider.widthGap),
    bodyEdgeGap: Math.round(wider.edgeGap),
    headerAfterDragBack: back.header,
    bodyWidthGapBack: Math.round(back.widthGap),
    bodyEdgeGapBack: Math.round(back.edgeGap),
  };
  const headerFollows = Math.abs(wider.header - before.header - 80) <= 1 && Math.abs(back.header - before.header) <= 1;
  const bodyFollows = wider.cells > 0 && wider.widthGap <= 1 && wider.edgeGap <= 1 && back.widthGap <= 1 && back.edgeGap <= 1;
  return { verdict: headerFollows && bodyFollows ? 'works' : 'no', figures };
};

export const probes = { 'column-resize': columnResize };
