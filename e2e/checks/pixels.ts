import { PNG } from 'pngjs';

/** A rectangle in CSS pixels of the viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Image {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}

export function decodePng(png: Buffer): Image {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/** The pixels of `box` (CSS pixels; `scale` device pixels per CSS pixel), rounded inwards. */
export function crop(image: Image, box: Box, scale: number): Image {
  const left = Math.ceil(box.x * scale);
  const top = Math.ceil(box.y * scale);
  const width = Math.max(0, Math.min(image.width, Math.floor((box.x + box.width) * scale)) - left);
  const height = Math.max(0, Math.min(image.height, Math.floor((box.y + box.height) * scale)) - top);
  const data = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    image.data.copy(data, row * width * 4, ((top + row) * image.width + left) * 4, ((top + row) * image.width + left + width) * 4);
  }
  return { width, height, data };
}

/** The RGB of one pixel. */
export function pixel(image: Image, x: number, y: number): [number, number, number] {
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.data[at], image.data[at + 1], image.data[at + 2]];
}

/** The largest difference of one channel between two colours. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

/** How many pixels differ by more than `tolerance` in a channel; images of other sizes differ wholly. */
export function differingPixels(a: Image, b: Image, tolerance = 32): number {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let differing = 0;
  for (let at = 0; at < a.data.length; at += 4) {
    if (colourDistance([a.data[at], a.data[at + 1], a.data[at + 2]], [b.data[at], b.data[at + 1], b.data[at + 2]]) > tolerance) differing += 1;
  }
  return differing;
}
