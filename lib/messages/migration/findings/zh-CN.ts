import type { FindingTexts } from '../types';

/** A 1.x class as written (`&-fix-start-shadow`), and the class it makes where nesting hides it; '' for none. */
function nested(written: string, name: string): string {
  if (written && name && written !== name) return `\`${written}\`（即类名 \`.${name}\`）`;
  if (written) return `\`${written}\``;
  return name ? `\`.${name}\`` : '';
}

/** 迁移助手各条结果的中文说明: loaded with the first rewrite's result, not with the page. */
export const findingsZhCN: FindingTexts = {
  'package-renamed': ({ from, to }) =>
    `\`${from}\` → \`${to}\`：表格组件从 1.0.0 起以 \`@rc-component/table\` 发布；\`rc-table\` 是已冻结在 7.55.1 的 7.x 版本线。`,
  'stylesheet-moved': ({ from, to }) => `\`${from}\` → \`${to}\`：样式表随包名一起迁移，文件名没有变。`,
  'dependency-moved': ({ from, to, install }) =>
    `\`${from}\` → \`${to}\`：1.x 不再安装 \`${from}\`，改为依赖 \`${to}\`。如果你的代码用到 \`${from}\` 却没有在自己的 package.json 里声明，去掉 7.x 之后就会找不到它；要么自己声明，要么像这里一样换掉。无论哪种，都请在 package.json 里声明代码现在导入的包：\`${install}\`（不提升依赖的 workspace 里，项目没有声明的包是找不到的）。`,
  'dependency-kept': ({ from, to, install }) =>
    `\`${from}\` 保持不变。7.x 会安装它，1.x 不会（1.x 用的是 \`${to}\`）：如果你的 package.json 没有声明 \`${from}\`，请声明它（\`${install}\`），或者勾选“同时迁移同系列的包和辅助依赖”换成 \`${to}\`。`,
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
  'class-removed-rtl': ({ from }) =>
    `\`${from}\` 在从右到左的表格中没有对应的类名：7.x 在那里设置它的情形，1.x 不用任何类名标记（对 \`has-fix-right\` 而言，是最后一列设置了 \`fixed: 'left'\` 或 \`true\`；1.x 的 \`has-fix-end\` 表示最后一列固定在结束端，而 7.x 在从右到左时不为此设置任何类名）。这条规则保持原样，但不会再生效。`,
  'class-rtl-scoped': ({ from, to, scope, placement }) =>
    `7.x 只在从右到左的表格中设置 \`${from}\`，而 1.x 在两种方向下都会设置 \`${to}\`：已加上 \`${scope}\`，让这条规则仍然只作用于从右到左的表格。` +
    (placement === 'descendant'
      ? `它加在选择器中表格的第一个部分之前；如果这之前的某一项就是表格本身（你传给表格的 \`className\`），请改为把 \`${scope}\` 加在那一项上。`
      : ''),
  'class-rtl-unscoped': ({ from, to, name, selector, scope }) =>
    `7.x 只在从右到左的表格中设置 \`${from}\`，而 1.x 在两种方向下都会设置 ${nested(to, name)}，所以 \`${selector}\` 现在也会作用于从左到右的表格。这里无法安全地自动加上 \`${scope}\`（嵌套选择器的父级还服务于其他规则，或选择器被代码拆开了）：请手动把它加在选择器中表格容器的那一项上，或加在选择器最前面。`,
  'class-ltr-scoped': ({ from, to, scope, placement }) =>
    `7.x 只在从左到右的表格中设置 \`${from}\`，而 1.x 在两种方向下都会设置 \`${to}\`：已在表格容器上加上 \`${scope}\`，让这条规则仍然只作用于从左到右的表格。` +
    (placement === 'descendant'
      ? `选择器中没有表格容器，所以容器加在了表格的第一个部分之前；如果这之前的某一项就是表格本身（你传给表格的 \`className\`），请改为把 \`${scope}\` 加在那一项上。`
      : ''),
  'class-ltr-unscoped': ({ from, to, name, selector, scope }) =>
    `7.x 只在从左到右的表格中设置 \`${from}\`，而 1.x 在两种方向下都会设置 ${nested(to, name)}，所以 \`${selector}\` 现在也会作用于从右到左的表格。这里无法安全地自动加上 \`${scope}\`（嵌套选择器的父级还服务于其他规则，或选择器被代码拆开了）：请手动把它加在选择器中表格容器的那一项上。`,
  'class-never-matched': ({ from, selector }) =>
    `\`${selector}\` 要求从右到左的表格中出现 \`${from}\`，但 7.x 只在从左到右时设置它，所以这条规则从未匹配到任何元素。它保持原样，在 1.x 中同样不会匹配：请删除它，或按它原本想要的效果重写。`,
  'class-direction-split': ({ selector, ltr, rtl }) =>
    `\`${selector}\` 没有限定方向，所以在 7.x 中它在所有表格里都作用于同一物理侧；1.x 按方向命名这一侧（从左到右时是 start，从右到左时是 end），因此这个选择器拆成了每个方向一份：从左到右的表格用 \`${ltr}\`` +
    (rtl ? `，从右到左的表格用 \`${rtl}\`。` : `。从右到左时 1.x 不为这种情况设置任何类名，所以这条规则不再作用于从右到左的表格。`),
  'class-direction-unsplit': ({ selector, from, ltr, rtl }) =>
    `\`${selector}\` 没有限定方向，而 \`${from}\` 在从左到右的表格中是 \`${ltr}\`，在从右到左的表格中${rtl ? `是 \`${rtl}\`` : '没有对应类名'}。这里只按从左到右改了名（无法在此处为每个方向各写一份：选择器是嵌套的，或其中有代码），所以从右到左的表格现在会在另一侧套用这条规则：请在其中表格的外层元素上加 \`:not(.rc-table-rtl)\`` +
    (rtl ? `，并在 \`.rc-table-rtl\` 下另写一份，使用 \`${rtl}\`。` : '。'),
  'class-mixed-direction': ({ from, ltr, rtl, ltrName, rtlName }) =>
    `\`${from}\` 被嵌套在其中的多条规则共用，这些规则有的针对从左到右的表格，有的针对从右到左的表格，而它在两种方向下的 1.x 类名不同：从左到右时${nested(ltr, ltrName) ? `是 ${nested(ltr, ltrName)}` : '没有对应类名'}，从右到左时${nested(rtl, rtlName) ? `是 ${nested(rtl, rtlName)}` : '没有对应类名'}。请按方向拆分这些嵌套规则（从右到左的放在 \`.rc-table-rtl\` 下），再分别改名。`,
  'class-variable-prefix': ({ from, variable, to }) =>
    `\`${from}\` 由 \`${variable}\` 拼成，而这份样式表没有定义这个变量：如果它的值是表格的前缀（\`rc-table\` 或你的 \`prefixCls\`），这里应改为 \`${to}\`。`,
  'class-split-name': ({ from, name, to }) =>
    `\`${from}\` 与它所嵌套的选择器一起拼成 \`${name}\`，而 1.x 中对应的类名是 \`${to}\`，开头与之不同：请手动写出完整的选择器。`,
  'rule-duplicate': ({ selector, first, second }) =>
    `第 ${first} 行和第 ${second} 行的规则改写后都变成了 \`${selector}\`，但它们在 7.x 中是不同的选择器，设置的属性也不同：1.x 会同时应用两者，重叠的属性以后出现的为准，结果可能与 7.x 不同。请手动合并，保留真正要作用于这些单元格的声明。`,
  'z-index-pinned': ({ selector, value }) =>
    `\`${selector}\` 给固定列的单元格设置了 \`z-index: ${value}\`。1.x 用 \`z-index: calc(2 + var(--z-offset))\` 为它们分层，\`--z-offset\` 最大约为列数的两倍；统一设成一个值会让它们处在同一层，阴影可能被相邻的固定单元格盖住：请改为 \`calc(${value} + var(--z-offset))\`，或删掉这条声明，保留 1.x 的分层。`,
  'z-index-table': ({ selector, value }) =>
    `\`${selector}\` 给表格的一部分设置了 \`z-index: ${value}\`。7.x 的固定列单元格统一是 2，1.x 则把它们放在 \`calc(2 + var(--z-offset))\`，最高约为 2 加上列数的两倍，所以这一部分现在可能被固定列盖住：请把它调得比这更高。`,
  'z-index-overlay': ({ selector, value }) =>
    `\`${selector}\` 设置了 \`z-index: ${value}\`，而这份样式表也在定制表格：7.x 的固定列单元格统一是 2，1.x 则把它们放在 \`calc(2 + var(--z-offset))\`，最高约为 2 加上列数的两倍（10 列时为 22）。如果它是要盖在表格上面的浮层、下拉菜单或吸顶条，请把它调得比这更高。`,
  'scroll-align': ({ code }) =>
    `\`${code}\`：7.x 会把这一行滚动到表格顶部；1.x 只滚动到刚好能看到它为止（\`align: 'nearest'\`）。如果仍希望这一行停在顶部，请加上 \`align: 'start'\`。`,
  'react-legacy-api': ({ name }) =>
    `\`${name}\` 是 React 17 及更早版本挂载应用的方式。@rc-component/table 从 1.8.0 起需要 React 18 或更高版本：请改用 \`react-dom/client\` 的 \`createRoot\` 挂载。`,
  'fixed-renamed-assumed': ({ from, to }) =>
    `\`fixed: '${from}'\` → \`'${to}'\`：这段代码没有任何导入，所以形似列定义的对象都按表格的列处理了。如果其中有不是列的（菜单、布局配置），请把那里改回 \`'${from}'\`。`,
  'fixed-unreached': ({ from, to }) =>
    `\`fixed: '${from}'\` 没有改动：它看起来是表格的列，但在这段代码里看不到它被传给表格。如果它确实会传给表格（在别的文件里），请改成 \`'${to}'\`；\`'${from}'\` 在 1.x 中仍可用，只是已废弃。`,
  'antd-file': ({ from }) =>
    `这段代码导入的是 \`${from}\` 而不是 rc-table：其中的表格属于 antd，antd 自带一份 rc-table（antd 5 用的是 7.x，只认 \`fixed: 'left'\`）。这里什么都没有改；升级到 antd 6 时，请按 antd 自己的迁移指南处理。`,
  'antd-table-imports': ({ antd, from }) =>
    `这段代码里的表格属于 antd（它导入了 \`${antd}\`）：导入 \`${from}\` 只是为了给 antd 的表格写类型或填内容，而 antd 5 运行在 rc-table 7 上，所以这里什么都没有改（1.x 的类型和组件与 antd 5 的表格对不上）。升级到运行在 @rc-component/table 1.x 上的 antd 6 时，请改从 antd 自身取这些（\`TableColumnType['fixed']\`、\`Table.Summary\`），并按 antd 自己的迁移指南处理。`,
  'antd-beside': ({ from }) =>
    `这段代码还用到了 antd 的表格（\`${from}\`）。只改了传给 rc-table 自身表格的部分：antd 的列保留 \`'left'\` 和 \`'right'\`，antd 5（运行在 rc-table 7 上）认的正是它们，antd 6 也仍然接受。`,
  'fixed-reader-renamed': ({ from, to, code }) => `\`${code}\`：\`'${from}'\` → \`'${to}'\`，与它读取的 \`fixed\` 值同步改名，比较结果保持不变。`,
  'fixed-reader-unsure': ({ code }) =>
    `\`${code}\` 比较的 \`fixed\` 无法确认来自表格的列。如果它读的是已改为 \`'start'\` 或 \`'end'\` 的列，就不会再匹配：请同时比较新旧两种写法，或改用新写法。`,
  'fixed-type-renamed': ({ from, to }) => `你自己为 \`fixed\` 声明的类型中，\`'${from}'\` → \`'${to}'\`，改名后的值才能通过类型检查。`,
  'sibling-kept': ({ from, to, install }) =>
    `\`${from}\` 保持不变：@rc-component/table 1.x 并不依赖它，它在 1.x 旁边照常可用。换成 \`${to}\` 是另一件事，需要单独安装（\`${install}\`），接口也有变化：勾选“同时迁移同系列的包和辅助依赖”可以看到这些变化。`,
  'sibling-moved': ({ from, to, install, versions }) =>
    `\`${from}\` → \`${to}\`（按你的选择）：1.x 不会带上它，请自行安装（\`${install}\`）。已按两者的类型声明比较（${versions}），不同的属性会逐条列出。`,
  'sibling-prop-renamed': ({ package: name, from, to }) => `\`${from}\` → \`${to}\`：\`${name}\` 给这个属性改了名，含义不变。`,
  'sibling-prop-removed': ({ package: name, prop, instead }) =>
    `\`${name}\` 没有 \`${prop}\` 属性：请改用 \`${instead}\`。它的类型会拒绝这个属性，组件也会忽略它。`,
  'stylesheet-missing': ({ stylesheet }) =>
    `这里有固定列，但代码中没有引入表格的样式表。7.x 用内联样式固定列；1.x 只靠样式表固定，没有 \`${stylesheet}\`，固定列会随内容一起滚走。请在这里引入，或确认应用入口（或其他文件）已经引入。`,
  'prefix-sticky': ({ prefix, selector }) =>
    `表格的 \`prefixCls\` 是 \`${prefix}\`。7.x 在每个固定列单元格的内联样式里写入 \`position: sticky\`；1.x 改由样式表提供，而样式表里的规则只针对 \`.rc-table-cell-fix\`。请在你的样式表中为 \`${selector}\` 加上 \`position: sticky\`，否则固定列会随其他列一起滚走。`,
  'context-import': ({ from }) =>
    `\`${from}\`：1.x 使用 @rc-component/context 2.x，而 7.x 用的是 1.x。如果这段代码要和表格共享 context（例如自定义 \`components\` 单元格读取它），请安装 \`@rc-component/context@^2\`，让两者用同一份；两份副本之间互不相通。`,
  'class-built': ({ code }) =>
    `\`${code}\` 在运行时拼出 7.x 的类名，助手无法替它改名：1.x 按逻辑方向命名（\`cell-fix-start\`、\`fix-start-shadow-show\`）。请对照指南中的类名表。`,
  'scroll-to-computed': ({ code }) =>
    `\`${code}\`：参数在别处生成。如果其中有 \`key\` 或 \`index\` 而没有 \`align\`，7.x 会把这一行滚到顶部，1.x 只滚动到刚好可见（\`align: 'nearest'\`）：要保持原来的效果，请在生成参数的地方加上 \`align: 'start'\`。`,
  'columns-imported': ({ name, from }) => `\`${name}\` 来自 \`${from}\`：助手只看得到这段代码，请把那个文件也交给助手处理其中的 \`fixed\`。`,
  'other-files': ({ from }) => `这段代码导入了 \`${from}\`：助手只看得到这段代码。请把其他文件也交给助手处理；表格样式表的引入也可能在别处（通常在应用入口）。`,
};
