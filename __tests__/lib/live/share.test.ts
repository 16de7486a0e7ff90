/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import {
  decodeShare,
  encodeShare,
  fingerprintFiles,
  isShareHash,
  openShareOn,
  SHARE_FORMAT,
  SHARE_LIMITS,
  SHARE_PREFIX,
  type SharedEdit,
} from '@/lib/live/share';

const edit: SharedEdit = {
  demo: 'simple',
  line: '1.x',
  fingerprint: fingerprintFiles([['index.tsx', 'export default 1;\n']]),
  files: [
    ['index.tsx', "import { rows } from './rows';\n// 中文注释：表格 — 😀\nexport default () => <p>{rows.length} 行</p>;\n"],
    ['rows.ts', 'export const rows = ["甲", "乙"];\n'],
  ],
};

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A format-1 hash around a payload made here, to feed the decoder what the encoder would never write. */
function hashWith(payload: string, fields: Record<string, string> = {}): string {
  return `#${new URLSearchParams({ share: '1', demo: 'simple', line: '1.x', of: '0123abcd', files: payload, ...fields }).toString()}`;
}

const packed = (value: unknown) => base64Url(deflateRawSync(Buffer.from(JSON.stringify(value))));

describe('share codec', () => {
  it('round-trips every file, an added one and CJK text included, in order', async () => {
    const encoded = await encodeShare(edit);
    if (!encoded.ok) throw new Error(`not encoded: ${encoded.chars} characters`);
    expect(isShareHash(encoded.hash)).toBe(true);
    expect(encoded.hash.startsWith(`${SHARE_PREFIX}${SHARE_FORMAT}&`)).toBe(true);
    // Only characters that need no escaping in an address.
    expect(encoded.hash.slice(1)).toMatch(/^[\w.=&-]+$/);
    expect(await decodeShare(encoded.hash)).toEqual({ ok: true, edit });
  });

  it('fingerprints files whatever their order, and tells changed files apart', () => {
    const files: Array<[string, string]> = [
      ['a.ts', 'x'],
      ['b.ts', 'y'],
    ];
    expect(fingerprintFiles(files)).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprintFiles([...files].reverse())).toBe(fingerprintFiles(files));
    expect(fingerprintFiles([files[0], ['b.ts', 'y ']])).not.toBe(fingerprintFiles(files));
    // The separator keeps a name's end from passing for the text's start.
    expect(fingerprintFiles([['a.t', 'sx']])).not.toBe(fingerprintFiles([['a.ts', 'x']]));
  });

  it('recognises another version and says which, with the demo it names', async () => {
    const encoded = await encodeShare(edit);
    if (!encoded.ok) throw new Error('not encoded');
    const newer = encoded.hash.replace(`share=${SHARE_FORMAT}&`, 'share=2&');
    expect(await decodeShare(newer)).toEqual({ ok: false, problem: { kind: 'version', version: '2', demo: 'simple' } });
  });

  it('calls a cut, altered or foreign hash damaged, naming the demo when it can', async () => {
    const encoded = await encodeShare(edit);
    if (!encoded.ok) throw new Error('not encoded');
    const damaged = { ok: false, problem: { kind: 'damaged', demo: 'simple' } };
    expect(await decodeShare(encoded.hash.slice(0, -12))).toEqual(damaged);
    expect(await decodeShare(encoded.hash.replace(/files=(...)/, 'files=$1!!'))).toEqual(damaged);
    expect(await decodeShare(hashWith('bm90IGRlZmxhdGU'))).toEqual(damaged);
    expect(await decodeShare(hashWith(packed({ not: 'files' })))).toEqual(damaged);
    expect(await decodeShare(hashWith(packed([['../up.ts', 'x']])))).toEqual(damaged);
    expect(
      await decodeShare(
        hashWith(
          packed([
            ['index.tsx', 'a'],
            ['index.tsx', 'b'],
          ]),
        ),
      ),
    ).toEqual(damaged);
    expect(await decodeShare(hashWith(packed([])))).toEqual(damaged);
    expect(await decodeShare(hashWith(base64Url(deflateRawSync(Buffer.from([0xff, 0xfe])))))).toEqual(damaged);
    expect(await decodeShare(hashWith(packed([['index.tsx', '']]), { line: '9.x' }))).toEqual(damaged);
    expect(await decodeShare(hashWith(packed([['index.tsx', '']]), { of: 'nothex!!' }))).toEqual(damaged);
    expect(await decodeShare('#share=one&demo=simple')).toEqual(damaged);
    expect(await decodeShare(hashWith(packed([['index.tsx', '']]), { demo: '<img src=x>' }))).toEqual({ ok: false, problem: { kind: 'damaged' } });
    expect(await decodeShare('#share=')).toEqual({ ok: false, problem: { kind: 'damaged' } });
  });

  it('refuses a link over its length limit, when making it and when opening it', async () => {
    // Random text barely compresses, so this edit's link is longer than the limit.
    const large = await encodeShare({ ...edit, files: [['index.tsx', randomBytes(SHARE_LIMITS.hashChars).toString('base64')]] });
    if (large.ok) throw new Error(`encoded in ${large.hash.length} characters`);
    expect(large.chars).toBeGreaterThan(SHARE_LIMITS.hashChars);
    const long = hashWith('A'.repeat(SHARE_LIMITS.hashChars));
    expect(await decodeShare(long)).toEqual({ ok: false, problem: { kind: 'too-large', demo: 'simple' } });
  });

  it('stops inflating a small hash whose text would pass the size limit (a decompression bomb)', async () => {
    const bomb = packed([['index.tsx', ' '.repeat(SHARE_LIMITS.textBytes + 1)]]);
    expect(bomb.length).toBeLessThan(2000);
    expect(await decodeShare(hashWith(bomb))).toEqual({ ok: false, problem: { kind: 'too-large', demo: 'simple' } });
    // Just under the limit still opens.
    const fits = packed([['index.tsx', ' '.repeat(SHARE_LIMITS.textBytes - 100)]]);
    expect((await decodeShare(hashWith(fits))).ok).toBe(true);
  });

  it('refuses more files than its limit', async () => {
    const many = Array.from({ length: SHARE_LIMITS.files + 1 }, (_, index) => [`f${index}.ts`, '']);
    expect(await decodeShare(hashWith(packed(many)))).toEqual({ ok: false, problem: { kind: 'damaged', demo: 'simple' } });
    expect((await decodeShare(hashWith(packed(many.slice(1))))).ok).toBe(true);
  });
});

describe('opening a link on a demo', () => {
  const originals = new Map([
    ['index.tsx', 'original'],
    ['util.ts', 'util'],
  ]);
  const link = (files: SharedEdit['files'], fields: Partial<SharedEdit> = {}) =>
    ({ ok: true, edit: { demo: 'simple', line: '1.x', fingerprint: fingerprintFiles(originals), files, ...fields } }) as const;

  it('holds the files that differ, added ones included, in the link order', () => {
    const opening = openShareOn(
      link([
        ['index.tsx', 'shared'],
        ['util.ts', 'util'],
        ['added.ts', 'x'],
      ]),
      'simple',
      '1.x',
      originals,
    );
    expect(opening).toEqual({ kind: 'from-link', edits: { 'index.tsx': 'shared', 'added.ts': 'x' }, changed: false });
  });

  it('says when the demo changed since the link was made', () => {
    expect(openShareOn(link([['index.tsx', 'shared']], { fingerprint: '00000000' }), 'simple', '1.x', originals)).toMatchObject({
      kind: 'from-link',
      changed: true,
    });
  });

  it('holds nothing for a link to the originals as they are', () => {
    expect(openShareOn(link([['index.tsx', 'original']]), 'simple', '1.x', originals)).toEqual({ kind: 'unchanged' });
  });

  it('keeps out a link of another demo or of the other line, and passes problems on', () => {
    expect(openShareOn(link([['index.tsx', 'x']], { demo: 'nested' }), 'simple', '1.x', originals)).toEqual({ kind: 'no-such-demo', demo: 'nested' });
    expect(openShareOn(link([['index.tsx', 'x']]), 'simple', '7.x', originals)).toEqual({ kind: 'other-line', made: '1.x' });
    expect(openShareOn({ ok: false, problem: { kind: 'damaged' } }, 'simple', '1.x', originals)).toEqual({ kind: 'problem', problem: { kind: 'damaged' } });
  });
});
