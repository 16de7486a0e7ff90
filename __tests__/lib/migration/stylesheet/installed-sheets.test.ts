/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '@/lib/migration';
import { babel } from '../run';

/** Every stylesheet the installed rc-* and @rc-component/* packages ship (CSS and Less, as their authors wrote them). */
function shippedSheets(): string[] {
  const roots = ['node_modules', path.join('node_modules', '@rc-component')].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => dir.endsWith('@rc-component') || name.startsWith('rc-'))
      .map((name) => path.join(dir, name, 'assets')),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(?:css|less|scss)$/.test(entry.name)) files.push(file);
    }
  };
  for (const root of roots) if (fs.existsSync(root)) walk(root);
  return files;
}

describe("the packages' own stylesheets, as real-world input", () => {
  const files = shippedSheets();

  it('finds both lines’ table stylesheets among them', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(files).toContain(path.join('node_modules', 'rc-table', 'assets', 'index.css'));
    expect(files).toContain(path.join('node_modules', '@rc-component', 'table', 'assets', 'index.css'));
    expect(files.some((file) => file.endsWith('bootstrap.less'))).toBe(true);
  });

  it.each(files)('%s reads, and its rewrite is stable', (file) => {
    const code = fs.readFileSync(file, 'utf8');
    const once = migrate(code, { ...babel, language: 'css' });
    if (!once.ok) throw new Error(`${once.error.message} (${once.error.line}:${once.error.column})`);
    const twice = migrate(once.code, { ...babel, language: 'css' });
    expect(twice).toMatchObject({ ok: true, code: once.code });
  });
});
