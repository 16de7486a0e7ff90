'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLocale } from '@/components/i18n/MessagesContext';
import { savePreviewerForReload } from '@/components/previewer/live/saved-edit';
import { CURRENT_LINE, prefixedLines } from '@/lib/lines/lines';
import { sitePath } from '@/lib/lines/paths';
import { ENTRY_FILE } from '@/lib/live/entry-file';
import { chooseLiveDemo, PREFERRED_LIVE_DEMO, type LiveTarget } from '@/lib/migration/live-target';
import type { MigrationTexts } from '@/lib/messages/migration';
import styles from './MigrationAssistant.module.css';

/**
 * The current line's demos (their ids carry no line prefix) with the modules each one's live editor may load:
 * every module a live demo can import, and the demo's own files by relative path, with and without extension; and
 * the route of each one's page (a demo page, or a troubleshooting answer that shows it).
 */
async function currentLineDemos(): Promise<{ modules: Record<string, string[]>; pages: Record<string, string> }> {
  const { demoFiles, demoPages, liveModules } = await import('@/.generated/live-modules');
  const prefixes = prefixedLines().map((line) => `${line}-`);
  const shared = Object.keys(liveModules);
  const modules = Object.fromEntries(
    Object.entries(demoFiles)
      .filter(([id]) => !prefixes.some((prefix) => id.startsWith(prefix)))
      .map(([id, files]) => [id, [...shared, ...files.flatMap((file) => [`./${file}`, `./${file.replace(/\.[jt]sx?$/, '')}`])]]),
  );
  return { modules, pages: demoPages };
}

/**
 * "Open the result as a live demo": the rewritten code goes to the live editor of a 1.x demo that can load
 * what it imports (`chooseLiveDemo`), through the previewer's saved edit, which the demo page takes on load. It
 * arrives held, as a share link's code does: what was pasted into the assistant may come from anywhere, so it runs
 * on the reader's Run. When no demo can load everything, the reader is told which modules will fail before going.
 */
/** The demo chosen to host the code, and the route of its page. */
type PageTarget = LiveTarget & { page: string };

export function LiveDemoButton({ code, imports, texts }: { code: string; imports: string[]; texts: MigrationTexts }) {
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState<PageTarget | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const open = (target: PageTarget) => {
    savePreviewerForReload(target.demo, { edits: { [ENTRY_FILE]: code }, showCode: true, origin: 'migration' });
    router.push(`${sitePath(target.page, CURRENT_LINE, locale)}#${target.demo}`);
  };

  const choose = async () => {
    setFailure(undefined);
    try {
      const { modules, pages } = await currentLineDemos();
      const chosen = chooseLiveDemo(imports, modules, PREFERRED_LIVE_DEMO);
      const target = { ...chosen, page: pages[chosen.demo] ?? `/demo/${chosen.demo}` };
      if (target.missing.length === 0) open(target);
      else setPending(target);
    } catch (error) {
      setFailure(texts.loadFailed(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <>
      <button type="button" className={styles.live} onClick={() => void choose()}>
        {texts.openLive}
      </button>
      {pending && (
        <p className={styles.note} role="status">
          {texts.openLiveMissing(pending.missing.join(', '))}{' '}
          <button type="button" onClick={() => open(pending)}>
            {texts.openLiveAnyway}
          </button>
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
