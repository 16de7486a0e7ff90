import type { PerformanceLabMessages } from './types';

/** The performance lab page's texts (English). */
export const performanceLabEn: PerformanceLabMessages = {
  caption: (machine: string, date: string) => `Measured on one machine (${machine}, ${date})`,
  settings: (settings: string) => `Settings: ${settings}`,
  headers: ['Component', 'Rows', 'First render ms (commit / paint)', 'Re-render ms (commit / paint)', 'Cells re-rendered', 'Scroll frames ms (median / worst)'],
};
