'use client';

import { useEffect, useState } from 'react';
import { chunkFailureMessage, chunkIdFromUrl } from '@/lib/chunk-error';
import { ChunkErrorView } from './ChunkErrorView';

function failedId(link: HTMLLinkElement): string {
  return chunkIdFromUrl(link.href);
}

/**
 * Chromium gives a failed stylesheet a sheet whose rules cannot be read, as if it came from another
 * origin; a same-origin sheet that loaded always has readable rules.
 */
function hasFailed(link: HTMLLinkElement): boolean {
  if (!link.sheet) return true;
  if (new URL(link.href).origin !== window.location.origin) return false;
  try {
    return link.sheet.cssRules.length === 0;
  } catch {
    return true;
  }
}

/**
 * Shows SPEC §8's "Loading CSS chunk {id} failed" when a stylesheet of the page fails. Stylesheets in the
 * document may fail before React runs, so after the window's load event any one without rules counts as
 * failed; later ones (added on navigation) report through a capturing error listener.
 */
export function StylesheetWatcher() {
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    const check = () => {
      const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(hasFailed);
      if (link) setFailed(failedId(link));
    };
    const onError = (event: Event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') setFailed(failedId(event.target));
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
  return <ChunkErrorView text={chunkFailureMessage({ kind: 'css', id: failed, type: 'missing', url: '' })} onRetry={() => window.location.reload()} />;
}
