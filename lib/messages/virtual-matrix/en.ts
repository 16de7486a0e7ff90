import type { VirtualMatrixMessages } from './types';

/** The VirtualTable compatibility matrix's texts (English). */
export const virtualMatrixEn: VirtualMatrixMessages = {
  caption: (pkg: string, version: string) => `${pkg} ${version}: every cell decided by a browser check running its demo in Chromium`,
  featureHeader: 'Feature',
  verdicts: { works: 'Works', caveat: 'With a caveat', no: 'Does not work' },
  cellLabel: (feature: string, component: string, verdict: string) => `${feature}, ${component}: ${verdict}, open the demo`,
  why: 'Why',
  whyLabel: (feature: string) => `${feature}: why, and the way around it`,
  whyTitle: (feature: string) => `Why: ${feature}`,
  notOnLine: 'Not on this line',
  summary: (works: number, caveat: number, no: number) =>
    `In a VirtualTable, ${works} of these features work as in a Table, ${caveat} work with a caveat and ${no} do not.`,
};
