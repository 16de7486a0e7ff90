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

const RELEASE_LABEL_TEXT: Record<ReleaseLabel, string> = {
  alpha: 'Alpha',
  beta: 'Beta',
  experimental: 'Experimental',
  deprecated: 'Deprecated',
};

/** The text a label shows: the release stages as SPEC §9 names them in both editions, the site's own `no-effect` in the edition's words. */
export function labelText(label: PropLabel, noEffect: string): string {
  return label === 'no-effect' ? noEffect : RELEASE_LABEL_TEXT[label];
}
