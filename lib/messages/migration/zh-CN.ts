import type { MigrationTexts } from './types';

/** 迁移助手的中文文本。 */
export const migrationZhCN: MigrationTexts = {
  rules: {
    package: '包名',
    stylesheet: '样式表',
    dependency: '依赖迁移',
    'deep-import': '深路径导入',
    fixed: 'fixed',
    'expand-icon': '展开图标',
    'class-name': '类名',
    'scroll-to': 'scrollTo',
    'react-version': 'React 版本',
  },
  findings: {
    'package-renamed': ({ from, to }) =>
      `\`${from}\` → \`${to}\`：表格组件从 1.0.0 起以 \`@rc-component/table\` 发布；\`rc-table\` 是已冻结在 7.55.1 的 7.x 版本线。`,
    'stylesheet-moved': ({ from, to }) => `\`${from}\` → \`${to}\`：样式表随包名一起迁移，文件名没有变。`,
    'dependency-moved': ({ from, to }) =>
      `\`${from}\` → \`${to}\`：1.x 不再安装 \`${from}\`，改为依赖 \`${to}\`。如果你的代码用到 \`${from}\` 却没有在自己的 package.json 里声明，去掉 7.x 之后就会找不到它；要么自己声明，要么像这里一样换掉。`,
    'package-family-renamed': ({ from, to }) =>
      `\`${from}\` → \`${to}\`：react-component 的其他包也都迁到了 \`@rc-component\` 作用域下，新版本与表格共用同一套依赖。`,
    'dependency-deep-path': ({ to }) => `\`${to}\` 是包内部的路径，不是公开入口：请确认它在新包中仍然存在，或者改从包的根入口导入同样的内容。`,
    'classnames-subpath': ({ from }) =>
      `\`${from}\` 在 1.x 用来替代 \`classnames\` 的 \`clsx\` 中没有对应入口：请在自己的 package.json 中保留 \`classnames\`，或手动改写这部分。`,
    'deep-import-root': ({ from, names, since }) =>
      `\`${from}\` → \`@rc-component/table\`：包的根入口导出了 ${names}（从 ${since} 起），不必再深入包内部的路径。`,
    'deep-import-internal': ({ to, names }) =>
      `${names === '' ? '这个路径' : names} 没有公开的替代：\`${to}\` 属于包的内部实现，任何版本都可能改变。优先使用根入口的导出，类型也可以从 \`TableProps\` 推导（\`TableProps<Record>['components']\`）。`,
    'fixed-renamed': ({ from, to }) =>
      `\`fixed: '${from}'\` → \`'${to}'\`：1.x 用逻辑方向命名固定的一侧，\`start\` 随文字方向变化（RTL 下是右侧）。\`'${from}'\` 仍然可用，但已标记为废弃；\`true\` 等同于 \`start\`，保持不变。`,
    'fixed-computed': ({ code }) => `\`fixed: ${code}\` 的值在运行时才算出：如果它可能是 \`'left'\` 或 \`'right'\`，请在赋值处改成 \`'start'\` 或 \`'end'\`。`,
    'expand-icon': () =>
      '`expandable.expandIcon` 在 1.x 中仍可使用，但已废弃。从 1.12.0 起改用 `components.ExpandIcon` 传入一个组件：它收到 `onClick`（不再需要调用 `onExpand(record, event)`）和 `type`，行内图标为 `row`，表头“全部展开”图标为 `all`。',
    'legacy-expand-icon': () =>
      '顶层的 `expandIcon` 属性是最早的写法（没有 `expandable` 属性时，两条版本线都会为它打印警告）。请改用 `components.ExpandIcon`（1.12.0），至少也要移进 `expandable`。',
    'class-renamed': ({ from, to }) => `\`${from}\` → \`${to}\`：1.x 按逻辑方向（start、end）而不是左右来命名固定单元格和阴影。`,
    'class-renamed-rtl': ({ from, to }) => `\`${from}\` → \`${to}\`：在从右到左的表格中，7.x 的左侧是结束端，所以对应的逻辑名称与从左到右时不同。`,
    'class-removed': ({ from }) => `1.x 不再设置 \`${from}\`，也没有对应的类名：用到它的规则不会再生效。1.x 改用哪些类名，见指南中的类名对照表。`,
    'shadow-pseudo': ({ selector }) =>
      `1.x 的样式表把 \`${selector}\` 画成一条 5 px 宽、靠 \`opacity\` 显隐的色条，而 7.x 在设置 \`box-shadow\` 之前什么都不画：要保留 7.x 的阴影写法，还需要加上 \`background: none\` 和所需的宽度。`,
    'class-other-prefix': ({ from, to }) => `\`${from}\` 看起来是换了前缀的表格类名（自定义了 \`prefixCls\`，或是嵌套选择器）：如果是，它应改为 \`${to}\`。`,
    'scroll-align': ({ code }) =>
      `\`${code}\`：7.x 会把这一行滚动到表格顶部；1.x 只滚动到刚好能看到它为止（\`align: 'nearest'\`）。如果仍希望这一行停在顶部，请加上 \`align: 'start'\`。`,
    'react-legacy-api': ({ name }) =>
      `\`${name}\` 是 React 17 及更早版本挂载应用的方式。@rc-component/table 从 1.8.0 起需要 React 18 或更高版本：请改用 \`react-dom/client\` 的 \`createRoot\` 挂载。`,
  },
  notices: {
    empty: '请先粘贴 rc-table 7.x 的代码。',
    'no-table': '无需修改：这段代码没有用到 rc-table、它的样式表或它的类名。',
    'already-current': '无需修改：这段代码已经在使用 @rc-component/table 1.x。',
  },
  languages: { auto: '自动识别', script: 'TSX、JSX、TS 或 JS', css: 'CSS、Less 或 Sass' },
  syntaxError: ({ line, column, message, language }) => `无法按 ${language} 解析这段代码：${message}（第 ${line} 行，第 ${column} 列）。代码没有被修改。`,
  tooDeep: '代码嵌套层级太深（数百层），解析器无法处理：请粘贴其中较小的一部分。',
  tooLarge: (limitKb) => `代码超过了 ${limitKb} KB：请一次粘贴一个文件。`,
  loadFailed: (detail) => `迁移助手没有加载成功（${detail}）。`,
  inputLabel: '你的 rc-table 7.x 代码',
  inputHint: '粘贴一个组件或一份样式表，然后点击“改写”（或按 Ctrl+Enter）。代码只在你的浏览器中处理。',
  languageLabel: '代码类型',
  run: '改写为 1.x',
  running: '正在改写…',
  outputLabel: '适用于 @rc-component/table 1.x 的代码',
  readAs: (language) => `已按 ${language} 处理。`,
  copyResult: '复制结果',
  copied: '已复制',
  copyFailed: '复制失败',
  changesHeading: (count) => `${count} 处修改`,
  warningsHeading: (count) => `${count} 处需要手动检查`,
  at: (line, column) => `第 ${line} 行，第 ${column} 列`,
  suggestion: '建议的写法',
  summary: (changes, warnings) => `改写完成：${changes} 处修改，${warnings} 处需要手动检查。`,
  openLive: '在实时示例中打开结果',
  openLiveMissing: (modules) => `实时编辑器无法加载 ${modules}，示例会为此显示错误。`,
  openLiveAnyway: '仍然打开',
  markdownNote: '（迁移助手需要交互，请在本指南的网页上使用。）',
  retry: '重试',
};
