/**
 * The other react-component packages 7.x code often uses beside the table, and what differs in their props
 * between the version 7.x readers have and the `@rc-component` one. 1.x depends on none of them: they keep
 * working as they are, so moving them is the reader's choice. Read from both packages' own type declarations;
 * `__tests__/lib/migration/sibling-api.test.ts` compares this table with the installed types and versions.
 */
export interface SiblingApi {
  from: string;
  to: string;
  /** The versions compared, as installed with the site. */
  fromVersion: string;
  toVersion: string;
  /** Where each package declares the props of its default export, and the type's name. */
  fromTypes: string;
  toTypes: string;
  propsType: string;
  /** Props the old package has and the new one does not, with what to use instead. */
  removed: Readonly<Record<string, string>>;
  /** Removed props whose value means the same under a new name: rewritten when the reader moves the package. */
  renamed: Readonly<Record<string, string>>;
  /** Props only the new package has. */
  added: readonly string[];
}

export const SIBLING_APIS: readonly SiblingApi[] = [
  {
    from: 'rc-tooltip',
    to: '@rc-component/tooltip',
    fromVersion: '6.4.0',
    toVersion: '1.5.2',
    fromTypes: 'rc-tooltip/lib/Tooltip',
    toTypes: '@rc-component/tooltip/lib/Tooltip',
    propsType: 'TooltipProps',
    removed: {
      overlayClassName: 'classNames.root',
      overlayStyle: 'styles.root',
      overlayInnerStyle: 'styles.container',
      transitionName: 'motion',
      animation: 'motion',
      destroyTooltipOnHide: 'destroyOnHidden',
    },
    renamed: { destroyTooltipOnHide: 'destroyOnHidden' },
    added: ['destroyOnHidden', 'unique', 'disabled'],
  },
  {
    from: 'rc-dropdown',
    to: '@rc-component/dropdown',
    fromVersion: '4.2.1',
    toVersion: '1.0.3',
    fromTypes: 'rc-dropdown',
    toTypes: '@rc-component/dropdown',
    propsType: 'DropdownProps',
    removed: {},
    renamed: {},
    added: [],
  },
  {
    from: 'rc-menu',
    to: '@rc-component/menu',
    fromVersion: '9.16.1',
    toVersion: '1.6.0',
    fromTypes: 'rc-menu',
    toTypes: '@rc-component/menu',
    propsType: 'MenuProps',
    removed: {},
    renamed: {},
    added: ['classNames', 'styles', 'popupRender'],
  },
  {
    from: 'rc-motion',
    to: '@rc-component/motion',
    fromVersion: '2.9.5',
    toVersion: '1.3.3',
    fromTypes: 'rc-motion',
    toTypes: '@rc-component/motion',
    propsType: 'CSSMotionProps',
    removed: {},
    renamed: {},
    added: [],
  },
];

export const siblingApi = (name: string): SiblingApi | undefined => SIBLING_APIS.find((api) => api.from === name || api.to === name);
