'use client';

import { Component, type ContextType, type ReactNode } from 'react';
import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { EditionContext } from '@/components/i18n/MessagesContext';
import { errorViewText } from '@/lib/chunk-error';

interface EditorBoundaryProps {
  /** Loads the page afresh, keeping what the reader had (see `saved-edit.ts`). */
  onReload: () => void;
  children: ReactNode;
}

/**
 * Keeps a failed editor chunk inside the code panel: the spec's chunk message and a Retry, while the demo and
 * the rest of the page keep working (without it, the failure would replace the whole page).
 */
export class EditorBoundary extends Component<EditorBoundaryProps, { error: unknown }> {
  static contextType = EditionContext;
  declare context: ContextType<typeof EditionContext>;
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    const messages = this.context?.messages;
    return (
      <ChunkErrorView
        text={errorViewText(this.state.error, messages?.unexpectedError ?? '')}
        hint={messages?.chunkFailedHint}
        retry={messages?.retry}
        onRetry={this.props.onReload}
      />
    );
  }
}
