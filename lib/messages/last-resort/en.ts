import type { LastResortTexts } from './types';

/** The English edition's last-resort texts (`types.ts` says where they show). */
export const lastResortEn: LastResortTexts = {
  hint: 'Part of the page did not load: the network may have dropped, or the site was just updated.',
  retry: 'Retry',
  unexpectedError: 'Something went wrong on this page',
};
