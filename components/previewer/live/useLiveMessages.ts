import { useLocale } from '@/components/i18n/MessagesContext';
import { liveMessagesFor, type LiveMessages } from '@/lib/messages/live';

/** The live editor's texts in the reader's edition; only lazily loaded parts of the previewer use them. */
export function useLiveMessages(): LiveMessages {
  return liveMessagesFor(useLocale());
}
