/**
 * The zh-CN texts of the live editor's code panel and the live runner (adding files, what a live demo may import,
 * its problems and notes). They are loaded with the code that shows them (the code panel's files, the runner) and
 * by the server, never in a page's first load, which carries `zh-CN.ts` only.
 */
export const liveZhCN = {
  removeFile: '删除文件',
  addFile: '添加文件',
  newFileName: '文件名',
  newFileHint: '相对示例目录的路径，如 utils/useInput.ts；在代码里用相对路径导入它。',
  addFileConfirm: '添加',
  cancel: '取消',
  fileNameFormat: '文件名写成相对路径，如 utils/useInput.ts，只用字母、数字和 - _ . /。',
  fileNameExtension: (extensions: string) => `文件名要以 ${extensions} 之一结尾。`,
  fileNameTaken: '示例里已经有这个文件了。',
  importablePackages: '这里可以导入的包',
  repositoryPathsHelp: (table: string) => `rc-table 仓库里的路径（../../src、@/…、../../assets/index.less）在这里指本站安装的 ${table}。`,
  liveAt: (file: string, line: number, column?: number) => (column === undefined ? `${file} 第 ${line} 行` : `${file} 第 ${line} 行第 ${column} 列`),
  liveProblem: (where: string, text: string) => `${where}：${text}`,
  liveMissingFile: (missing: string) => `${missing}：示例里没有这个文件，可以用“添加文件”加上它。`,
  liveUnavailable: (missing: string, pkg: string) => `${missing}：本站没有安装 ${pkg}。`,
  liveUnknownSubpath: (missing: string, pkg: string) => `${missing}：${pkg} 在这里只能按包名导入（以及它自带的样式表）。`,
  liveAvailablePackages: (list: string) => `这里可以导入的包：${list}`,
  liveMissingPackageExport: (pkg: string, major: string, name: string, version: string) => `${pkg} ${major}.x 没有导出 \`${name}\`；本站安装的是 ${version}。`,
  liveMissingSourceExport: (specifier: string, pkg: string, name: string) => `${specifier} 在这里指 ${pkg}，它没有导出 \`${name}\`。`,
  liveMissingFileExport: (specifier: string, name: string) => `${specifier} 没有导出 \`${name}\`。`,
  liveExportList: (list: string) => `它导出的有：${list}`,
  liveExportsLink: (pkg: string, version: string) => `${pkg} ${version} 导出了什么`,
  liveBadJson: (detail: string) => `不是有效的 JSON：${detail}`,
  liveStyleNotLoaded: (specifier: string) => `${specifier} 中的样式在这里不会加载。`,
  liveRenamed: (from: string, to: string) => `${from} 在这一页按 ${to} 运行。`,
} as const;
