// html2sketch's module build pulls in the `css` package, which requires Node's `fs`; its prebuilt
// browser bundle does not. It has the same exports.
declare module 'html2sketch/dist/html2sketch.min.js' {
  export * from 'html2sketch';
}
