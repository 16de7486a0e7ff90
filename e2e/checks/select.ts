import { colourDistance, crop, decodePng, pixel, type Box } from './pixels';
import { fail, open, type Check } from './session';

/** Where the header's colour-mode select and its label are, and how it is styled: an expression for any driver. */
const SELECT_SHAPE = `(() => {
  const select = document.querySelector('header select');
  const label = select.closest('label');
  const box = (element) => { const r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
  const style = getComputedStyle(select);
  return { appearance: style.appearance || style.webkitAppearance, select: box(select), label: box(label), chevronColour: getComputedStyle(label).color, width: window.innerWidth };
})()`;

interface SelectShape {
  appearance: string;
  select: Box;
  label: Box;
  chevronColour: string;
  width: number;
}

/**
 * How the select, in a screenshot of the viewport, differs from the site's own drawing — the same in every engine:
 * no native control (`appearance: none`), the header's background inside its box, and the site's chevron (a stroke
 * in the label's colour) at its right.
 */
function selectLookProblems(shape: SelectShape, png: Buffer): string[] {
  const image = decodePng(png);
  const scale = image.width / shape.width;
  const at = (x: number, y: number) => pixel(image, x * scale, y * scale);
  const background = at(shape.label.x - 4, shape.select.y + shape.select.height / 2);
  const problems: string[] = [];
  if (shape.appearance !== 'none') problems.push(`its appearance is "${shape.appearance}", so the engine draws its own control`);
  const inside = at(shape.select.x + 2, shape.select.y + 3);
  if (colourDistance(inside, background) > 8) problems.push(`its box is painted rgb(${inside}) over the header's rgb(${background})`);
  const chevron = crop(image, { x: shape.select.x + shape.select.width - 26, y: shape.select.y, width: 26, height: shape.select.height }, scale);
  let strongest: number[] = background;
  for (let index = 0; index < chevron.data.length; index += 4) {
    const colour = [chevron.data[index], chevron.data[index + 1], chevron.data[index + 2]];
    if (colourDistance(colour, background) > colourDistance(strongest, background)) strongest = colour;
  }
  const expected = (shape.chevronColour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  if (colourDistance(strongest, expected) > 48) problems.push(`its arrow is drawn in rgb(${strongest}), not the site's chevron in ${shape.chevronColour}`);
  return problems;
}

export const selectCheck: Check = {
  name: "the colour-mode select is drawn by the site: no native look, the header's background, the site's chevron",
  async run(session, origin) {
    await open(session, origin, '/');
    const shape = await session.evaluate<SelectShape>(SELECT_SHAPE);
    fail('the colour-mode select', selectLookProblems(shape, await session.screenshot()));
  },
};
