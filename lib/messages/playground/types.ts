/**
 * The props playground's texts (components/previewer/PropsPanel.tsx): loaded with the panel, when a code panel first
 * opens, so no page's first load carries them.
 */
export interface PlaygroundMessages {
  /** The panel's fold: "Props of <Table>". */
  title: (component: string) => string;
  loading: string;
  /** The entry file renders no table the panel can read. */
  noTable: (file: string) => string;
  /** The entry file does not parse: the controls come back when it does. */
  unreadable: (file: string) => string;
  /** A spread on the table (`{...rest}`) may set any prop. */
  spread: (text: string) => string;
  /** A value the code works out when it runs, shown in place of a control. */
  setInCode: string;
  /** A select's option for "no value in the code". */
  notSet: string;
  defaultValue: (value: string) => string;
  /** The link to the prop's row in the API tables. */
  apiLink: string;
  apiLinkLabel: (name: string) => string;
  /** A field's text the prop's type does not take. */
  notAccepted: (text: string) => string;
  /** Back to the entry file's original code. */
  reset: string;
  /** What a prop needs before it shows anything. */
  notes: Partial<Record<string, string>>;
  noEffect: string;
  /** The label of a prop newer than the version the reader picked above the API tables. */
  newerThanPicked: (version: string) => string;
}
