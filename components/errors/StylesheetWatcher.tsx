'use client';

import { useEffect, useState } from 'react';
import { chunkFailureMessage, chunkIdFromUrl } from '@/lib/chunk-error';
import { judgeStylesheet, type StylesheetFacts } from '@/lib/stylesheet-state';
import { useMessages } from '@/components/i18n/MessagesContext';
import { ChunkErrorView } from './ChunkErrorView';

function rulesReadable(sheet: CSSStyleSheet | null): boolean {
  if (!sheet) return false;
  try {
    // The getter throws for a sheet of another origin, and in Chromium for one whose load failed.
    void sheet.cssRules;
    return true;
  } catch {
    return false;
  }
}

function factsOf(link: HTMLLinkElement): StylesheetFacts {
  const timing = performance.getEntriesByName(link.href, 'resource').at(-1) as (PerformanceResourceTiming & { responseStatus?: number }) | undefined;
  return {
    sameOrigin: new URL(link.href, window.location.href).origin === window.location.origin,
    hasSheet: link.sheet !== null,
    rulesReadable: rulesReadable(link.sheet),
    responseStatus: typeof timing?.responseStatus === 'number' ? timing.responseStatus : undefined,
  };
}

/**
 * Shows SPEC §8's "Loading CSS chunk {id} failed" when a stylesheet of the page fails. Stylesheets in the
 * document may finish before React runs, so once the window has loaded each is judged from what is left
 * to see (`judgeStylesheet`); later ones (added on navigation) report through a capturing error listener.
 */
export function StylesheetWatcher() {
  const messages = useMessages();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    const check = () => {
      const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')].find(
        (candidate) => judgeStylesheet(factsOf(candidate)) === 'failed',
      );
      if (link) setFailed(chunkIdFromUrl(link.href));
    };
    const onError = (event: Event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') setFailed(chunkIdFromUrl(event.target.href));
    };
    window.addEventListener('error', onError, true);
    if (document.readyState === 'complete') check();
    else window.addEventListener('load', check, { once: true });
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('load', check);
    };
  }, []);
  if (!failed) return null;
  return (
    <ChunkErrorView
      text={chunkFailureMessage({ kind: 'css', id: failed, type: 'missing', url: '' })}
      hint={messages.chunkFailedHint}
      retry={messages.retry}
      onRetry={() => window.location.reload()}
    />
  );
}
