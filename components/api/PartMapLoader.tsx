'use client';

import { useState, type ComponentType } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesContext';
import { apiToolsMessagesFor } from '@/lib/messages/api-tools';
import type { LineId } from '@/lib/lines/lines';
import type { PartMapProps } from './PartMap';

type Loaded = ComponentType<Omit<PartMapProps, 'renderTable'>>;

/** Each line's map with its own package: only the line's table comes with it. */
const load = (line: LineId): Promise<{ default: Loaded }> => (line === '7.x' ? import('./PartMap7x') : import('./PartMap1x'));

/** The part map's button: the map, its table and the package's stylesheet load on the first press. */
export function PartMapLoader({ line, keys }: { line: LineId; keys: string[] }) {
  const messages = useMessages();
  const tools = apiToolsMessagesFor(useLocale());
  const [state, setState] = useState<{ kind: 'idle' | 'loading' } | { kind: 'failed'; detail: string } | { kind: 'ready'; Map: Loaded }>({ kind: 'idle' });
  const open = () => {
    setState({ kind: 'loading' });
    load(line).then(
      (module) => setState({ kind: 'ready', Map: module.default }),
      (error: unknown) => setState({ kind: 'failed', detail: error instanceof Error ? error.message : String(error) }),
    );
  };
  if (state.kind === 'ready') return <state.Map keys={keys} />;
  return (
    <div>
      <button type="button" onClick={open} disabled={state.kind === 'loading'}>
        {state.kind === 'loading' ? tools.partMapLoading : state.kind === 'failed' ? messages.retry : tools.partMapShow}
      </button>
      {state.kind === 'failed' && (
        <p role="alert">
          {messages.chunkFailedHint} ({state.detail})
        </p>
      )}
    </div>
  );
}
