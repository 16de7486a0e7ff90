import type { ApiToolsMessages } from './types';

/** The English edition's texts of the API tables' Since and antd columns, the version picker and the part map. */
export const apiToolsEn: ApiToolsMessages = {
  apiSince: 'Since',
  apiDeprecatedIn: (version: string) => `Deprecated in ${version}`,
  apiNewerThanPicked: 'Not in your version',
  apiVersionLabel: (packageName: string) => `My ${packageName} version`,
  apiVersionHint:
    'The Since column gives the first version of the line with each prop. Pick the version you have, and the tables mark the props it does not have yet.',
  apiVersionNone: 'Not chosen: mark nothing',
  apiVersionStatus: (count: number, version: string) => `${count} ${count === 1 ? 'prop' : 'props'} below came after ${version}: their rows are marked.`,
  apiVersionMarkdown: 'On the web page, a version picker here marks the props that came after the version you pick.',
  partMapMarkdown: 'On the web page, a live map here outlines the parts of the table that each key of `classNames` (1.x) or each class name (7.x) reaches.',
  partMapTitle: "Map of the table's parts",
  partMapAboutKeys: 'Point at or focus a key of `classNames` and `styles`: a live table outlines every element it reaches, and says which.',
  partMapAboutClasses: 'Point at or focus a class name the table sets: a live table outlines every element that has it, and says which.',
  partMapShow: 'Show the map',
  partMapLoading: 'Loading the map…',
  partMapKeys: 'Keys of classNames and styles',
  partMapClasses: 'Class names the table sets',
  partMapHint: 'Point at or focus a key to outline what it reaches.',
  partMapReaches: (key: string, count: number, elements: string) => `${key} reaches ${count} ${count === 1 ? 'element' : 'elements'}: ${elements}`,
  partMapNoClass: 'no class of its own',
  partMapSample: { title: 'Members', footer: '3 members', name: 'Name', age: 'Age', city: 'City' },
  apiAntdHeader: (antd: string) => `In ${antd}`,
  apiAntdSame: 'Same',
  apiAntdChanged: 'Same name, changed',
  apiAntdConfigProvider: (name: string) => `ConfigProvider's \`${name}\``,
  apiAntdNotExposed: 'Not exposed',
  apiAntdLater: (antd: string, version: string, packageName: string, ships: string) => `Not in ${antd} ${version} yet: it ships ${packageName} ${ships}.`,
  apiAntdOnly: (antd: string, id: string) => `${antd}'s ${id} also takes`,
};
