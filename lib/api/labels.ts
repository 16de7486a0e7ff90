import type { PropLabel, ReleaseLabel } from './types';

/** A TSDoc tag as the extractor sees it. */
export interface DocTag {
  name: string;
  text: string;
}

const STAGES: Record<string, ReleaseLabel> = { alpha: 'alpha', beta: 'beta', experimental: 'experimental' };

/** Maps TSDoc tags to release labels, in the order alpha, beta, experimental, deprecated. */
export function releaseLabels(tags: DocTag[]): { labels: ReleaseLabel[]; deprecation?: string } {
  const names = new Set(tags.map((tag) => tag.name));
  const labels = (['alpha', 'beta', 'experimental'] as const).filter((name) => names.has(name)).map((name) => STAGES[name]);
  const deprecated = tags.find((tag) => tag.name === 'deprecated');
  if (!deprecated) return { labels };
  return { labels: [...labels, 'deprecated'], deprecation: deprecated.text || undefined };
}

/** The text each label shows: the release stages as rc-table's tags name them, and the site's own `no-effect`. */
export const releaseLabelText: Record<PropLabel, string> = {
  alpha: 'Alpha',
  beta: 'Beta',
  experimental: 'Experimental',
  deprecated: 'Deprecated',
  'no-effect': '无效果',
};
