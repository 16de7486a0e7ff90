'use client';

import { Component, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useKeyboardScrollRegions } from '../useKeyboardScrollRegions';
import { readableReactError } from './react-errors';

interface BoundaryProps {
  /** Rendered while `children` has failed: the last good render, or nothing. */
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches what the edited demo throws while rendering or in its effects, and shows the fallback. */
class DemoErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Reports that the candidate survived its first commit and its effects. */
function Settled({ version, report }: { version: number; report: (version: number) => void }) {
  useEffect(() => {
    // A timer, not the effect itself: the candidate's own effects run in the same flush and may still throw.
    const timer = setTimeout(() => report(version), 0);
    return () => clearTimeout(timer);
  }, [version, report]);
  return null;
}

export interface LiveRootProps {
  /** The newest compiled demo; `version` changes with every successful compile. */
  candidate: { Component: ComponentType; version: number };
  /** The last version that rendered without error, if any. */
  good?: { Component: ComponentType; version: number };
  onSettled: (version: number) => void;
  /** What a version threw, with React's readable message (`react-errors.ts`). */
  onError: (error: unknown, version: number) => void;
}

/**
 * Renders the edited demo in a React root of its own, so nothing it throws can take the page down:
 * a crash shows the last good render (or leaves the original demo visible) and reports the error.
 */
export function LiveRoot({ candidate, good, onSettled, onError }: LiveRootProps) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | undefined>(undefined);
  useKeyboardScrollRegions(host);
  const handlers = useRef({ onSettled, onError });
  useEffect(() => {
    handlers.current = { onSettled, onError };
  });
  const reportSettled = useCallback((version: number) => handlers.current.onSettled(version), []);
  const reportError = useCallback((error: unknown, Failing: ComponentType, version: number) => {
    void readableReactError(error, Failing).then((readable) => handlers.current.onError(readable, version));
  }, []);
  const latest = useRef(candidate);
  useEffect(() => {
    latest.current = candidate;
  });

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    // Errors caught by the boundary are already reported; the default handler would log them again.
    const created = createRoot(node, {
      onCaughtError: () => undefined,
      onUncaughtError: (error) => reportError(error, latest.current.Component, latest.current.version),
    });
    root.current = created;
    return () => {
      root.current = undefined;
      // Unmounting synchronously inside a React commit is not allowed: defer it.
      setTimeout(() => created.unmount(), 0);
    };
  }, [reportError]);

  useEffect(() => {
    const { Component: Candidate, version } = candidate;
    const Good = good && good.version !== version ? good.Component : undefined;
    // The last good render is the fallback; if it fails again too, it shows nothing rather than loop.
    const fallback = Good ? (
      <DemoErrorBoundary fallback={null} onError={() => undefined}>
        <Good />
      </DemoErrorBoundary>
    ) : null;
    root.current?.render(
      <DemoErrorBoundary key={version} fallback={fallback} onError={(error) => reportError(error, Candidate, version)}>
        <Candidate />
        <Settled version={version} report={reportSettled} />
      </DemoErrorBoundary>,
    );
  }, [candidate, good, reportError, reportSettled]);

  return <div ref={host} data-live-root />;
}
