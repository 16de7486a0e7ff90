'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import styles from './ApiIslands.module.css';

// The API page's client parts come as chunks of their own, loaded once the page has hydrated: every MDX page's
// element map names them, so a static import would put their code into the first load of pages that never show
// them. Both need scripts to work at all (a choice kept in the browser, a live table), so the server leaves their
// place empty, as tall as they will be.
const Picker = lazy(() => import('./ApiVersionPicker').then((module) => ({ default: module.ApiVersionPicker })));
const Loader = lazy(() => import('./PartMapLoader').then((module) => ({ default: module.PartMapLoader })));

const subscribe = () => () => undefined;
/** False on the server and while hydrating, true after: the islands render only in a hydrated page. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

export function ApiVersionPicker(props: ComponentProps<typeof Picker>) {
  const hydrated = useHydrated();
  return <div className={styles.picker}>{hydrated && <Suspense fallback={null}>{<Picker {...props} />}</Suspense>}</div>;
}

export function PartMapLoader(props: ComponentProps<typeof Loader>) {
  const hydrated = useHydrated();
  return <div className={styles.loader}>{hydrated && <Suspense fallback={null}>{<Loader {...props} />}</Suspense>}</div>;
}
