import fs from 'node:fs';
import path from 'node:path';
import { zhCN } from '../../lib/messages/zh-CN';
import type { Registry } from '../../lib/registry/types';
import { json } from './session';

/** The simple demo's section on /demo/simple, where the editor checks work. */
export const SIMPLE = 'section#simple';

/** Its "Show code" button. */
export const SHOW_CODE = `${SIMPLE} button[aria-label=${json(zhCN.showCode)}]`;

/** Its entry file's editor. */
export const EDITOR = `${SIMPLE} [role="textbox"][aria-label=${json(zhCN.editorLabel('index.tsx'))}]`;

/** The simple demo's entry file as the editor first shows it: the registry's copy, which the build wrote. */
export function simpleSource(): string {
  const registry = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.generated', 'registry.json'), 'utf8')) as Registry;
  const entry = registry.demos.simple.asset.dependencies['index.tsx'];
  if (entry.type !== 'FILE') throw new Error('the simple demo has no entry file');
  return entry.value;
}
