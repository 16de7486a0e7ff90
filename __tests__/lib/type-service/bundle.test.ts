import ts from 'typescript';
import { heavyComments, renamedPackage, resolutionManifest, untypedModules, virtualPath, withoutBlockComments } from '@/lib/type-service/bundle';
import { completionType, wordStart } from '@/lib/type-service/service';

describe('the type bundle', () => {
  it('places packages below /node_modules/ and TypeScript’s lib files below /ts-lib/', () => {
    const lib = '/site/node_modules/typescript/lib';
    expect(virtualPath('/site/node_modules/@types/react/index.d.ts', '/site', lib)).toBe('/node_modules/@types/react/index.d.ts');
    expect(virtualPath('/site/node_modules/typescript/lib/lib.dom.d.ts', '/site', lib)).toBe('/ts-lib/lib.dom.d.ts');
    expect(virtualPath('/elsewhere/x.d.ts', '/site', lib)).toBeUndefined();
  });

  it('keeps only what module resolution reads of a package.json', () => {
    expect(
      JSON.parse(resolutionManifest({ name: 'a', types: 'a.d.ts', exports: { '.': './a.js' }, scripts: { test: 'x' }, dependencies: { b: '1' } })),
    ).toEqual({
      name: 'a',
      types: 'a.d.ts',
      exports: { '.': './a.js' },
    });
  });

  it('drops the block comments of the heaviest files, and keeps their types and references', () => {
    const text = '/// <reference lib="es2015" />\n/** The MDN text. */\ninterface A {\n  /* inline */ color?: string; // why\n}\n';
    expect(withoutBlockComments(ts, text)).toBe('/// <reference lib="es2015" />\ninterface A {\n   color?: string; // why\n}\n');
    expect(heavyComments('/ts-lib/lib.dom.d.ts')).toBe(true);
    expect(heavyComments('/node_modules/styled-components/node_modules/csstype/index.d.ts')).toBe(true);
    expect(heavyComments('/node_modules/@types/react/index.d.ts')).toBe(false);
  });

  it('lets another line’s name of a package re-export this line’s', () => {
    expect(renamedPackage('rc-table', '@rc-component/table')['/node_modules/rc-table/index.d.ts']).toBe(
      "export * from '@rc-component/table';\nexport { default } from '@rc-component/table';\n",
    );
    expect(untypedModules(['a', 'b'])).toBe("declare module 'a';\ndeclare module 'b';\n");
  });
});

describe('the editor’s view of TypeScript', () => {
  it('maps TypeScript’s kinds to completion icons', () => {
    expect(completionType('JSX attribute')).toBe('property');
    expect(completionType('local function')).toBe('function');
    expect(completionType('something new')).toBe('variable');
  });

  it('finds the start of the word being typed', () => {
    expect(wordStart('<Table row', 10)).toBe(7);
    expect(wordStart('<Table ', 7)).toBe(7);
  });
});
