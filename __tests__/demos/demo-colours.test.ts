import fs from 'node:fs';
import path from 'node:path';

const demosDir = path.join(__dirname, '..', '..', 'demos');

/**
 * A demo owns its look and runs unchanged in a sandbox, so it never reads the site's CSS variables (which a
 * sandbox lacks); a colour is given for both modes with light-dark() instead (docs/contributing.md, "Adding a demo").
 */
describe('demo styles', () => {
  const files = fs
    .readdirSync(demosDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(css|tsx?)$/.test(file))
    .sort();

  it('finds the demo files', () => {
    expect(files).toEqual(expect.arrayContaining([path.join('class-name', 'style.css'), path.join('styled-components', 'index.tsx')]));
  });

  it.each(files)('%s reads no site CSS variable', (file) => {
    expect(fs.readFileSync(path.join(demosDir, file), 'utf8')).not.toMatch(/var\(--/);
  });
});
