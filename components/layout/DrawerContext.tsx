'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useRef, useState, type ReactNode, type RefObject } from 'react';

interface Drawer {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The header's drawer button, which gets the focus back when Esc closes the drawer. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const DrawerContext = createContext<Drawer | null>(null);

/**
 * The narrow screen's drawer state, shared by its button in the header and the drawer beside the content.
 * Navigating closes it.
 */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Open only on the page it was opened on: derived during render rather than closed in an effect.
  const open = openAt === pathname;
  const value: Drawer = { open, setOpen: (next) => setOpenAt(next ? pathname : null), toggleRef };
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): Drawer {
  const drawer = useContext(DrawerContext);
  if (!drawer) throw new Error('useDrawer needs a DrawerProvider (components/layout/DocShell.tsx)');
  return drawer;
}
