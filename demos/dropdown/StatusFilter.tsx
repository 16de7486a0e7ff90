import { useState } from 'react';
import Dropdown from 'rc-dropdown';
import Menu from 'rc-menu';
import 'rc-dropdown/assets/index.css';
import 'rc-menu/assets/index.css';

interface StatusFilterProps {
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** A header button that opens a multi-select menu; the parent owns the selected values. */
export default function StatusFilter({ options, value, onChange }: StatusFilterProps) {
  const [open, setOpen] = useState(false);

  const overlay = (
    <div className="dropdown-filter-panel">
      <Menu
        multiple
        selectable
        selectedKeys={value}
        onSelect={({ selectedKeys }) => onChange(selectedKeys)}
        onDeselect={({ selectedKeys }) => onChange(selectedKeys)}
        items={options.map((option) => ({ key: option, label: option }))}
      />
      <div className="dropdown-filter-footer">
        <button type="button" onClick={() => onChange([])} disabled={value.length === 0}>
          Reset
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
    </div>
  );

  return (
    // `visible` is controlled, so clicking menu items does not close the dropdown.
    <Dropdown trigger={['click']} overlay={overlay} visible={open} onVisibleChange={setOpen} placement="bottomRight">
      <button type="button" className="dropdown-filter-trigger" aria-label="Filter by status" aria-expanded={open}>
        {value.length > 0 ? `Filter (${value.length})` : 'Filter'}
      </button>
    </Dropdown>
  );
}
