import fs from 'node:fs';
import path from 'node:path';
import { layerProblems } from '@/lib/quality/css-layers';

const root = path.join(__dirname, '..', '..', '..');

/** Every stylesheet the site itself writes: under app/ and components/ (demos/ are the demos' own). */
function siteStylesheets(): string[] {
  return ['app', 'components'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(folder, file)),
  );
}

describe('layerProblems', () => {
  it('accepts the order statement, site blocks and the layered package import', () => {
    const css = `/* why */\n@layer rc-table, site;\n@import '../x.css' layer(rc-table);\n@layer site {\n  .a { color: red; }\n  @media (max-width: 1px) { .b { content: '}'; } }\n}\n@layer site { .c {} }\n`;
    expect(layerProblems(css)).toEqual([]);
  });

  it('names a rule outside the site layer', () => {
    expect(layerProblems('@layer rc-table, site;\n@layer site { .a {} }\n.rc-table td { background: white; }')).toEqual([
      'has unlayered CSS: ".rc-table td { background: white; }"',
    ]);
  });

  it('names a block in another layer and a missing order statement', () => {
    expect(layerProblems('@layer rc-table, site;\n@layer theme { .a {} }')).toEqual(['has unlayered CSS: "@layer theme { .a {} }"']);
    expect(layerProblems('@layer site { .a {} }')).toEqual(['does not start with the order statement "@layer rc-table, site;"']);
  });
});

describe('site stylesheets', () => {
  const files = siteStylesheets();

  it('finds the stylesheets', () => {
    expect(files).toEqual(expect.arrayContaining([path.join('app', 'globals.css'), path.join('components', 'theme', 'rc-table-layer.css')]));
  });

  it.each(files)('%s keeps every rule in a layer', (file) => {
    expect(layerProblems(fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
