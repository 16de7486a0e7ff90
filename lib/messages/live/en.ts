import type { LiveMessages } from './types';

/** The English texts of the live editor's code panel and the live runner (see `zh-CN.ts`). */
export const liveEn: LiveMessages = {
  removeFile: 'Remove file',
  addFile: 'Add file',
  newFileName: 'File name',
  newFileHint: 'A path inside the demo’s folder, such as utils/useInput.ts; import it with a relative path.',
  addFileConfirm: 'Add',
  cancel: 'Cancel',
  fileNameFormat: 'Write the name as a relative path such as utils/useInput.ts, with letters, digits and - _ . / only.',
  fileNameExtension: (extensions: string) => `The name must end in one of ${extensions}.`,
  fileNameTaken: 'The demo already has a file with this name.',
  importablePackages: 'Packages you can import here',
  repositoryPathsHelp: (table: string) => `Paths of rc-table’s repository (../../src, @/…, ../../assets/index.less) stand for ${table} as installed here.`,
  liveAt: (file: string, line: number, column?: number) => (column === undefined ? `${file}, line ${line}` : `${file}, line ${line}, column ${column}`),
  liveProblem: (where: string, text: string) => `${where}: ${text}`,
  liveMissingFile: (missing: string) => `${missing}: the demo has no such file; add it with “Add file”.`,
  liveUnavailable: (missing: string, pkg: string) => `${missing}: ${pkg} is not installed on this site.`,
  liveUnknownSubpath: (missing: string, pkg: string) => `${missing}: ${pkg} can be imported here by its name only (and the stylesheets it ships).`,
  liveAvailablePackages: (list: string) => `Packages you can import here: ${list}`,
  liveMissingPackageExport: (pkg: string, major: string, name: string, version: string) =>
    `${pkg} ${major}.x has no export \`${name}\`; the site ships ${version}.`,
  liveMissingSourceExport: (specifier: string, pkg: string, name: string) => `${specifier} stands for ${pkg} here, which has no export \`${name}\`.`,
  liveMissingFileExport: (specifier: string, name: string) => `${specifier} has no export \`${name}\`.`,
  liveExportList: (list: string) => `It exports: ${list}`,
  liveExportsLink: (pkg: string, version: string) => `What ${pkg} ${version} exports`,
  liveBadJson: (detail: string) => `not valid JSON: ${detail}`,
  liveStyleNotLoaded: (specifier: string) => `Styles from ${specifier} are not loaded here.`,
  liveRenamed: (from: string, to: string) => `${from} runs as ${to} on this page.`,
};
