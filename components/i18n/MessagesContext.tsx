'use client';

import { createContext, useContext } from 'react';
import type { LocaleId } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/messages/types';

export interface Edition {
  locale: LocaleId;
  messages: Messages;
}

export const EditionContext = createContext<Edition | null>(null);

function useEdition(): Edition {
  const edition = useContext(EditionContext);
  if (!edition) throw new Error('useMessages needs an edition provider (ZhCNMessages or EnMessages) above it');
  return edition;
}

/** The reader's edition's texts, in a client component. */
export function useMessages(): Messages {
  return useEdition().messages;
}

/** The reader's edition. */
export function useLocale(): LocaleId {
  return useEdition().locale;
}
