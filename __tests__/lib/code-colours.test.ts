/** @jest-environment node */
import { LIGHT_COLOUR_FIXES, withReadableLightColours } from '@/lib/code-colours';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The light code background (`--surface` in app/globals.css). */
const LIGHT_CODE_BACKGROUND = '#f6f8fa';

describe('readable code colours', () => {
  it.each(Object.entries(LIGHT_COLOUR_FIXES))('%s, under AA on the light code background, becomes %s, above it', (from, to) => {
    expect(contrast(from, LIGHT_CODE_BACKGROUND)).toBeLessThan(4.5);
    expect(contrast(to, LIGHT_CODE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces the light colour only, in any case, and leaves the rest of the markup', () => {
    const html = '<span style="--s-l:#6e7781;--s-d:#6E7781">// note</span><span style="--s-l:#CF222E;--s-d:#FF7B72">const</span>';
    expect(withReadableLightColours(html)).toBe(
      '<span style="--s-l:#57606A;--s-d:#6E7781">// note</span><span style="--s-l:#CF222E;--s-d:#FF7B72">const</span>',
    );
  });
});
