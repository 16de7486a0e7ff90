/**
 * What a browser bundle gets for Node's `fs` (next.config.mjs): html2sketch's CSS parser (the `css` package) requires
 * it only to write source maps, which html2sketch never asks for, so nothing here is ever called.
 */
const noFs = {};
export default noFs;
