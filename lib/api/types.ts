import type { AntdCell } from './antd';
import type { PropControl } from './control';

/** A release stage a TSDoc tag gives a prop; `deprecated` also strikes the name through. */
export type ReleaseLabel = 'alpha' | 'beta' | 'experimental' | 'deprecated';

/**
 * A label an API row shows: a release stage from TSDoc, or `no-effect`, which the team's descriptions set on a
 * prop the type accepts but rc-table's code never reads there (e.g. `render` on a column group).
 */
export type PropLabel = ReleaseLabel | 'no-effect';

/** One row of an API table. */
export interface ApiProp {
  name: string;
  description: string;
  /** The declared type as written in the declarations, never shortened. */
  type: string;
  default?: string;
  required: boolean;
  labels: PropLabel[];
  /** The `@deprecated` text, shown as the Deprecated label's tooltip. */
  deprecation?: string;
  /** Set on a line's page when no other line has the prop: the line's id, which the row shows as a label (`1.x`). */
  lineOnly?: string;
  /** Values of the prop's type that the line deprecates (`'left' | 'right'` of `fixed` on 1.x), shown as a label. */
  deprecatedValues?: string;
  /** The literal forms of its type, which the props panel's control writes. */
  control?: PropControl;
  /** What the antd major that ships the line calls it (`content/antd-map.json`), in the row's edition. */
  antd?: AntdCell;
  /** The line's first version with the prop, and the one that deprecated it (`content/api/since.json`). */
  since?: { version: string; deprecated?: string };
}

/** The props of one documented component or config object, keyed by its id (e.g. `Table`, `Summary.Cell`). */
export type ApiData = Record<string, ApiProp[]>;

/** Where one API table's props are declared. */
export interface ApiEntry {
  id: string;
  /** Declaration file, relative to the declarations root. */
  file: string;
  /** Exported interface or type alias name in that file. */
  typeName: string;
  /** When set, the table documents the type of this property of `typeName` (e.g. `scroll` of `TableProps`). */
  property?: string;
  /** Only members declared on `typeName` itself, not inherited ones (the `VirtualTable` extras). */
  ownOnly?: boolean;
  /**
   * Members of an object rc-table hands to the caller (the `ref` value), not props the caller passes: none is
   * marked required, since "required" would read as something the reader must supply.
   */
  provided?: boolean;
  /** The component renders its children: a `children` row is added where the props type leaves it to `React.PropsWithChildren`. */
  children?: boolean;
}

/** What the declarations say about a prop before the team's descriptions are merged in. */
export interface ExtractedProp {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  default?: string;
  labels: ReleaseLabel[];
  deprecation?: string;
  control?: PropControl;
}
