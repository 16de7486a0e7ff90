/**
 * Theme colours too faint for the site's light code background (`--surface`, #f6f8fa), and what they become:
 * github-light-default's comment grey #6E7781 gives 4.27:1 there, under WCAG AA's 4.5:1; #57606A, GitHub's own
 * muted text colour, gives 6.1:1. The dark theme's colours all pass on the dark background.
 */
export const LIGHT_COLOUR_FIXES: Readonly<Record<string, string>> = { '#6E7781': '#57606A' };

/** Highlighted HTML with each too-faint light-theme token colour (`--s-l:#rrggbb`) replaced by its readable one. */
export function withReadableLightColours(html: string): string {
  return html.replace(/--s-l:(#[0-9A-Fa-f]{6})/g, (whole, colour: string) => {
    const fixed = LIGHT_COLOUR_FIXES[colour.toUpperCase()];
    return fixed ? `--s-l:${fixed}` : whole;
  });
}
