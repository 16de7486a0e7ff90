/**
 * Libraries that must load on demand only. Each is recognised in built chunks by a string of its own
 * code that survives minification; a test first proves each marker is found in the export, so a
 * stale marker fails instead of passing silently.
 */
export const HEAVY_LIBRARIES: ReadonlyArray<{ name: string; marker: string }> = [
  { name: '@babel/standalone', marker: 'availablePresets' },
  { name: 'CodeMirror (the code editor)', marker: '"cm-editor"' },
  { name: 'TypeScript (the editor’s language service)', marker: 'Cannot_find_name_0' },
  { name: 'the editor’s types (completions, hover, problems)', marker: 'cm-types-note' },
  { name: 'MiniSearch', marker: 'option "fields" must be provided' },
  { name: 'html2sketch', marker: 'layerToSketchSharedStyle' },
  { name: 'codesandbox-import-utils (lz-string)', marker: 'compressToBase64' },
  { name: '@stackblitz/sdk', marker: '"https://stackblitz.com"' },
  { name: 'PostCSS (the migration assistant’s stylesheet reader)', marker: 'Unclosed block' },
];

/** The names of the heavy libraries whose marker occurs in `source`. */
export function heavyLibrariesIn(source: string): string[] {
  return HEAVY_LIBRARIES.filter(({ marker }) => source.includes(marker)).map(({ name }) => name);
}
