import * as babel from '@babel/standalone';
import { compileModule } from '@/lib/live/compile';
import { evaluateDemo } from '@/lib/live/evaluate';
import { createLoopGuards, LoopTimeoutError, startLoopGuard } from '@/lib/live/loop-guard';

function compiled(source: string): string {
  const result = compileModule(babel, source);
  if (!result.ok) throw new Error(result.error.message);
  return result.code;
}

describe('loop guard', () => {
  it('throws only after the limit has passed', () => {
    let now = 0;
    const tick = startLoopGuard(7, () => now, 1000);
    for (let i = 0; i < 5000; i += 1) tick();
    now = 1001;
    expect(() => {
      for (let i = 0; i < 1024; i += 1) tick();
    }).toThrow(new LoopTimeoutError(7));
  });

  it('once a loop of a demo has timed out, its later loops stop at once (React retries a failed render)', () => {
    let now = 0;
    const start = createLoopGuards(() => now, 1000);
    const first = start(3);
    now = 2000;
    expect(() => {
      for (;;) first();
    }).toThrow(LoopTimeoutError);
    const retry = start(3);
    expect(() => retry()).toThrow(new LoopTimeoutError(3));
    // Another demo's guards are unaffected.
    expect(() => createLoopGuards(() => now, 1000)(3)()).not.toThrow();
  });

  it('guards every kind of loop, with a statement body or a label', () => {
    const code = compiled(
      [
        'let n = 0;',
        'while (n < 3) n++;',
        'do { n++; } while (n < 5);',
        'for (let i = 0; i < 2; i++) n++;',
        'for (const k in { a: 1 }) n += k.length;',
        'outer: for (const v of [1, 2]) { for (;;) { n += v; continue outer; } }',
        'if (n) while (false) {}',
        'export default () => n;',
      ].join('\n'),
    );
    expect(code.match(/__liveLoopGuard\(/g)).toHaveLength(7);
    const Component = evaluateDemo({ 'index.tsx': { kind: 'code', code, requires: {} } }, 'index.tsx', 'loops') as () => number;
    expect(Component()).toBe(3 + 2 + 2 + 1 + 3);
  });

  it('stops `while (true) {}` with a clear error naming the line, in about a second', () => {
    const code = compiled('export default function App() {\n  while (true) {}\n}\n');
    const Component = evaluateDemo({ 'index.tsx': { kind: 'code', code, requires: {} } }, 'index.tsx', 'runaway') as () => null;
    const started = Date.now();
    expect(() => Component()).toThrow('A loop at line 2 ran longer than 1 s and was stopped; is it infinite?');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
