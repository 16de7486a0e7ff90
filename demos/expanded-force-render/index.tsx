/**
 * title: Render collapsed rows
 * description: 'With `expandable.forceRender`, every expanded row is rendered from the start and only hidden while its row is collapsed, so the form fields inside can be checked before anyone opens them; without it a row''s content first appears when it is expanded.'
 * keywords: [forceRender, expandedRowRender, collapsed, hidden, form, validation, 预先渲染, 展开行, 表单, 校验]
 * lines: [1.x]
 * zh-CN:
 *   title: 预先渲染展开行
 *   description: 开启 `expandable.forceRender` 后，所有展开行一开始就渲染好，行收起时只是隐藏，所以没人打开过的行里的表单项也能被校验；不开启时，一行的内容要到第一次展开时才出现。
 */
import { useState } from 'react';
import type { FormEvent, Key } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import '@rc-component/table/assets/index.css';

interface Delivery {
  key: string;
  customer: string;
  city: string;
  contact: string;
}

const data: Delivery[] = [
  { key: 'D-101', customer: 'Harbour Books', city: 'Oslo', contact: 'ines@harbour.example' },
  { key: 'D-102', customer: 'Northwind', city: 'Lima', contact: '' },
  { key: 'D-103', customer: 'Contoso', city: 'Perth', contact: 'desk@contoso.example' },
  { key: 'D-104', customer: 'Fabrikam', city: 'Quito', contact: '' },
  { key: 'D-105', customer: 'Litware', city: 'Seoul', contact: 'ops@litware.example' },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

const columns: ColumnsType<Delivery> = [
  { title: 'Delivery', dataIndex: 'key', key: 'delivery', width: 110 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'City', dataIndex: 'city', key: 'city', width: 120 },
];

const fieldName = (delivery: Delivery) => `contact-${delivery.key}`;

export default function App() {
  const [forceRender, setForceRender] = useState(true);
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const [report, setReport] = useState('Press "Check every row" to check the contact of each delivery.');

  // The browser's own check of each field, read from the form: a field that is not rendered cannot be checked.
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = data.map((delivery) => ({ delivery, field: form.elements.namedItem(fieldName(delivery)) }));
    const rendered = fields.filter(({ field }) => field instanceof HTMLInputElement);
    const invalid = rendered.filter(({ field }) => !(field as HTMLInputElement).validity.valid).map(({ delivery }) => delivery.key);
    const unchecked = data.length - rendered.length;
    setReport(
      [
        `Checked ${rendered.length} of ${data.length} rows.`,
        invalid.length ? `Missing or wrong contact: ${invalid.join(', ')} (opened below).` : 'No problem found.',
        unchecked ? `${unchecked} rows were never expanded, so their fields are not in the page and could not be checked.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    // Open the rows at fault, so the reader sees the fields to fix.
    setExpandedKeys((keys) => [...new Set([...keys, ...invalid])]);
  };

  return (
    // noValidate: the demo reports the problems itself; the browser's own bubble cannot point at a hidden field.
    <form noValidate onSubmit={check}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginBottom: 12 }}>
        <label>
          <input type="checkbox" checked={forceRender} onChange={(e) => setForceRender(e.target.checked)} /> forceRender
        </label>
        <button type="submit">Check every row</button>
      </div>
      <p aria-live="polite">{report}</p>
      <Table<Delivery>
        columns={columns}
        data={data}
        expandable={{
          columnTitle: expandColumnTitle,
          forceRender,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          // Called for collapsed rows too when forceRender is on (with `expanded` false), so it always returns the fields.
          expandedRowRender: (delivery) => (
            <label>
              Contact email for {delivery.key} <input type="email" name={fieldName(delivery)} defaultValue={delivery.contact} required />
            </label>
          ),
        }}
      />
    </form>
  );
}
