/**
 * The page-level layout checks, run inside the page in one call per window width (Chromium, Firefox and WebKit
 * alike: `probeSource` hands it to any driver as a string). It returns one line per problem, each naming the
 * element; an empty list means the page holds its shape at this width.
 *
 * Self-contained on purpose: the function is serialised, so it may use nothing from outside its own body.
 */
export interface ProbeOptions {
  /** Phone widths (320–375 px): the header must hold its controls on one row and keep the nav links in the drawer. */
  phone: boolean;
}

export function layoutProbe({ phone }: ProbeOptions): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const header = document.querySelector<HTMLElement>('header:not(main header)');
  const demoParts = '[data-demo-root], .cm-editor';

  const describe = (element: Element): string => {
    const region = element.closest('header')
      ? 'header'
      : element.closest('#site-sidebar')
        ? 'sidebar'
        : element.closest('footer')
          ? 'footer'
          : element.closest('main')
            ? 'main'
            : 'page';
    const id = element.id ? `#${element.id}` : '';
    const data = [...element.attributes].find((attribute) => attribute.name.startsWith('data-') && attribute.name !== 'data-active');
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${data ? ` ${data.name}` : ''}> "${text}" in the ${region}`;
  };

  const visible = (element: Element): boolean => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const box = element.getBoundingClientRect();
    // Visually hidden helpers are 1 px boxes clipped away: there is nothing to see or tap.
    return box.width >= 4 && box.height >= 4;
  };

  /** An ancestor (below the root) that clips or scrolls sideways: what sticks out of it cannot widen the page. */
  const clippedSideways = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body && parent !== document.documentElement; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };

  // 1. The page never scrolls sideways; name the outermost elements that stick out past the window.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width) {
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      if (element.getBoundingClientRect().right <= width + 0.5 || clippedSideways(element)) return false;
      const parent = element.parentElement;
      return !parent || parent === document.body || parent.getBoundingClientRect().right <= width + 0.5;
    });
    problems.push(
      `the page is ${pageWidth}px wide in a ${width}px window; sticking out: ${culprits
        .slice(0, 4)
        .map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)}px)`)
        .join('; ')}`,
    );
  }

  // 2. No text stacks one character per line (a word squeezed into a column narrower than two characters).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (text.length < 2 || !parent || parent.closest(demoParts) || parent.closest('pre, script, style, template')) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (lines.length < 2) continue;
    const fontSize = parseFloat(getComputedStyle(parent).fontSize);
    if (!lines.every((rect) => rect.width < fontSize * 1.6)) continue;
    // Short pieces at the ends of two lines are ordinary wrapping; a column narrower than three characters is not.
    let block: Element = parent;
    while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (block.getBoundingClientRect().width < fontSize * 3) problems.push(`text breaks one character per line: ${describe(parent)} (${lines.length} lines)`);
  }

  // 3. The header: every word on one line; on phones, logo, search, version and language switches, colour mode and drawer button on one row.
  if (header) {
    const headerBox = header.getBoundingClientRect();
    const headerWalker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = headerWalker.nextNode(); node; node = headerWalker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent)) continue;
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) problems.push(`header text wraps onto ${tops.size} lines: ${describe(parent)}`);
    }
    if (phone) {
      const wanted: Array<[string, Element | null | undefined]> = [
        ['logo', header.querySelector('a')],
        ['search', [...header.querySelectorAll('input, button[aria-haspopup="dialog"]')].find(visible)],
        ['language switch', header.querySelector('[data-language-switch]')],
        ['version switch', header.querySelector('[data-line-switch]')],
        ['colour mode', header.querySelector('select')],
        ['drawer button', header.querySelector('[aria-controls="site-sidebar"]')],
      ];
      const boxes: Array<[string, DOMRect]> = [];
      for (const [name, element] of wanted) {
        if (!element || !visible(element)) {
          problems.push(`the phone header does not show the ${name}`);
          continue;
        }
        const box = element.getBoundingClientRect();
        if (box.top < headerBox.top - 0.5 || box.bottom > headerBox.bottom + 0.5 || box.left < -0.5 || box.right > width + 0.5) {
          problems.push(`the ${name} lies outside the header's row: ${describe(element)}`);
        }
        boxes.push([name, box]);
      }
      boxes.forEach(([name, box], index) => {
        for (const [otherName, other] of boxes.slice(index + 1)) {
          if (box.left < other.right - 0.5 && other.left < box.right - 0.5) problems.push(`the ${name} and the ${otherName} overlap in the header`);
        }
      });
      for (const link of header.querySelectorAll('nav a')) {
        if (visible(link)) problems.push(`a nav link stays in the phone header instead of the drawer: ${describe(link)}`);
      }
    }
  }

  // 4. The English hint covers nothing: under it lies only the page's own background (its ancestors).
  const hint = document.querySelector('[data-language-hint]');
  if (hint && visible(hint)) {
    const box = hint.getBoundingClientRect();
    const covered = new Set<Element>();
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (x < 0 || y < 0 || x > width || y > height) continue;
        for (const element of document.elementsFromPoint(x, y)) {
          if (!hint.contains(element) && !element.contains(hint)) covered.add(element);
        }
      }
    }
    const outermost = [...covered].filter((element) => !element.parentElement || !covered.has(element.parentElement));
    if (outermost.length > 0) problems.push(`the English hint covers ${outermost.slice(0, 3).map(describe).join('; ')}`);
  }

  // 5. Nothing covers a control: each visible link, button, field and select outside the demos is hit at its centre.
  // Tested where the window is first; those out of view (or in doubt) are scrolled into view, and each scroll
  // settles every other control then in view, so a long page takes a few scrolls rather than one per control.
  // Scrolling is done by hand: scrollIntoView would also move the window for a link in the sticky sidebar.
  const hitAtCentre = (control: Element): 'hit' | 'out of view' | Element | null => {
    // A link that wraps is tapped on one of its line boxes, not at the centre of the box around them all.
    const box = [...control.getClientRects()].reduce((largest, rect) => (rect.width * rect.height > largest.width * largest.height ? rect : largest));
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > width || y > height) return 'out of view';
    const hit = document.elementFromPoint(x, y);
    // A box with `content-visibility: auto` (the home page's API tables) skips its contents until the next rendering
    // update after it nears the window, and hit-testing meanwhile finds the box itself: a reader, who never sees that
    // moment, taps the control.
    const skipped = hit !== null && hit !== control && hit.contains(control) && getComputedStyle(hit).contentVisibility === 'auto';
    return hit && (control.contains(hit) || skipped || (hit instanceof HTMLLabelElement && hit.control === control)) ? 'hit' : hit;
  };
  /** Scrolls the boxes around the control (a sidebar, a table's frame), then the window if it must, to its centre. */
  const bringIntoView = (control: Element) => {
    const centre = () => {
      const box = control.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    for (let box = control.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      const outer = box.getBoundingClientRect();
      if (/auto|scroll/.test(style.overflowY) && box.scrollHeight > box.clientHeight) box.scrollTop += centre().y - (outer.top + outer.height / 2);
      if (/auto|scroll/.test(style.overflowX) && box.scrollWidth > box.clientWidth) box.scrollLeft += centre().x - (outer.left + outer.width / 2);
    }
    const { y } = centre();
    if (y < height / 4 || y > (height * 3) / 4) window.scrollBy({ top: y - height / 2, behavior: 'instant' });
  };
  const startX = window.scrollX;
  const startY = window.scrollY;
  const pageTop = (control: Element) => control.getBoundingClientRect().top + window.scrollY;
  let pending = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]')]
    .filter((element) => !element.closest(demoParts) && visible(element) && hitAtCentre(element) !== 'hit')
    .sort((a, b) => pageTop(a) - pageTop(b));
  while (pending.length > 0) {
    const [control] = pending;
    const fixed = getComputedStyle(control).position === 'fixed';
    if (!fixed) bringIntoView(control);
    const result = hitAtCentre(control);
    // Moved off-screen on purpose until focused (the skip link).
    if (result === 'out of view' && fixed) {
      // Nothing to tap until it moves into view.
    } else if (result === 'out of view') {
      problems.push(`a control lies outside the window: ${describe(control)}`);
    } else if (result !== 'hit') {
      problems.push(`${describe(control)} is covered at its centre by ${result ? describe(result) : 'nothing (outside the page)'}`);
    }
    pending = pending.slice(1).filter((other) => hitAtCentre(other) !== 'hit');
  }
  window.scrollTo({ left: startX, top: startY, behavior: 'instant' });
  return problems;
}

/**
 * The probe as a script any driver can evaluate (Playwright, puppeteer, selenium's executeScript with `return`):
 * `__name` is defined because the TypeScript loaders of the cross-engine suite wrap named functions in it.
 */
export function probeSource(options: ProbeOptions): string {
  return `(() => { const __name = (target) => target; return (${layoutProbe.toString()})(${JSON.stringify(options)}); })()`;
}
