import type { HintType } from '@/lib/search/types';

const PATHS: Record<HintType, string> = {
  content: 'M3 3h10v1.5H3zM3 6.5h10V8H3zM3 10h7v1.5H3z',
  title: 'M3 3h10v2H9v8H7V5H3z',
  demo: 'M2 3h12v10H2zm1.5 1.5v7h9v-7zM5 6h6v1H5zm0 2h4v1H5z',
  page: 'M4 1.5h5.5L13 5v9.5H4zm5 1V6h3z',
};

/** The small icon that tells a hint's type apart (section text, section title, demo, page). */
export function HintIcon({ type }: { type: HintType }) {
  return (
    <svg className="search-hint-icon" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[type]} />
    </svg>
  );
}
