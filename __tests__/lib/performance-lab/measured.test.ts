import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LabMeasured } from '@/lib/performance-lab/keys';
import { MEASURED_FILE, readLabMeasured } from '@/lib/performance-lab/read';
import { labFiguresMarkdown, measuredRows } from '@/lib/performance-lab/table';
import { expectContentError } from '../registry/fixture';

const run = {
  component: 'VirtualTable',
  rows: 100000,
  firstCommit: 18.4,
  firstPaint: 38.2,
  rerenderCommit: 10.3,
  rerenderPaint: 18.5,
  cellsRerendered: 90,
  scrollMedian: 16.7,
  worstFrame: 16.8,
};
const file = {
  date: '2026-11-30',
  machine: '2 cores',
  settings: '10 columns',
  lines: { '1.x': [run], '7.x': [{ ...run, component: 'Table', rows: 10000, firstCommit: 5001.2 }] },
};

function rootWith(value: unknown): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-'));
  fs.mkdirSync(path.join(root, path.dirname(MEASURED_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, MEASURED_FILE), typeof value === 'string' ? value : JSON.stringify(value));
  return root;
}

describe('readLabMeasured', () => {
  it("gives the bench's figures per line", () => {
    expect(readLabMeasured(rootWith(file)).lines['7.x'][0].firstCommit).toBe(5001.2);
  });

  it('fails naming the file when it is missing, not JSON, lacks a line or holds a negative figure', () => {
    expectContentError(
      () => readLabMeasured(fs.mkdtempSync(path.join(os.tmpdir(), 'lab-'))),
      MEASURED_FILE,
      'is missing; run `npm run build` and then `npm run bench:lab`',
    );
    expectContentError(() => readLabMeasured(rootWith('{')), MEASURED_FILE, 'is not JSON');
    expectContentError(() => readLabMeasured(rootWith({ ...file, lines: { '1.x': [run] } })), MEASURED_FILE, /lines\.7\.x/);
    expectContentError(
      () => readLabMeasured(rootWith({ ...file, lines: { ...file.lines, '1.x': [{ ...run, worstFrame: -1 }] } })),
      MEASURED_FILE,
      /lines\.1\.x\.0\.worstFrame/,
    );
  });
});

describe('the measured figures as the page shows them', () => {
  const measured = file as LabMeasured;
  it("formats each run in the edition's numbers, commit and paint together", () => {
    expect(measuredRows(measured, '7.x', 'en')).toEqual([['Table', '10,000', '5,001.2 / 38.2', '10.3 / 18.5', '90', '16.7 / 16.8']]);
  });

  it('is a table with its machine and settings in the Markdown copy', () => {
    expect(labFiguresMarkdown(measured, '1.x', 'zh-CN').split('\n')).toEqual([
      '在一台机器上测得（2 cores，2026-11-30）',
      '',
      '| 组件 | 行数 | 首次渲染 ms（提交 / 绘制） | 重渲染 ms（提交 / 绘制） | 重新渲染的单元格 | 滚动帧 ms（中位数 / 最慢） |',
      '| --- | --- | --- | --- | --- | --- |',
      '| VirtualTable | 100,000 | 18.4 / 38.2 | 10.3 / 18.5 | 90 | 16.7 / 16.8 |',
      '',
      '设置：10 columns',
    ]);
  });
});
