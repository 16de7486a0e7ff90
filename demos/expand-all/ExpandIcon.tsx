import type { ExpandIconProps } from '@rc-component/table';

/**
 * One component for every expand toggle: the table renders it with `type: 'all'` in the expand column's header (when
 * `showExpandAll` is on) and with `type: 'row'` and the row's `record` in each row.
 */
export default function ExpandIcon<Row extends { key: string }>(props: ExpandIconProps<Row>) {
  const { expanded, expandable, onClick } = props;
  if (props.type === 'all') {
    return (
      <button type="button" aria-expanded={expanded} disabled={!expandable} onClick={onClick}>
        {expanded ? 'Collapse all' : 'Expand all'}
      </button>
    );
  }
  // A row that cannot expand shows no control.
  if (!expandable) return null;
  const action = `${expanded ? 'Collapse' : 'Expand'} ${props.record.key}`;
  return (
    <button type="button" aria-expanded={expanded} aria-label={action} title={action} onClick={onClick}>
      {expanded ? '−' : '+'}
    </button>
  );
}
