/** @jest-environment node */
import { migrated, where } from './run';

describe('React version rule', () => {
  it('warns about the mounting APIs React 18 replaced, named or through the default import', () => {
    const code = `import ReactDOM, { render } from 'react-dom';
import Table from 'rc-table';
ReactDOM.render(<Table />, root);
render(<Table />, root);`;
    const result = migrated(code);
    expect(where(result.warnings)).toEqual(['react-legacy-api@1:20', 'react-legacy-api@3:1']);
    expect(result.warnings.map((w) => w.values)).toEqual([{ name: 'render' }, { name: 'ReactDOM.render' }]);
    expect(result.warnings[0].suggestion).toContain("import { createRoot } from 'react-dom/client';");
  });

  it('accepts createRoot and hydrateRoot', () => {
    const code = "import { createRoot } from 'react-dom/client';\nimport { createPortal } from 'react-dom';\ncreateRoot(el).render(<App />);";
    expect(migrated(code).warnings).toEqual([]);
  });
});
