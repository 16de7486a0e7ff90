/**
 * The security headers of every answer the site gives, on every host (docs/security.md). The one source: the preview
 * server sends these (scripts/preview-server.mjs), and a test fails when a recipe sends others (hosting/nginx.conf,
 * docs/hosting.md's Netlify and Vercel files: __tests__/hosting/recipes.test.ts).
 */

/**
 * The Content-Security-Policy, by directive. What is wider than 'self' and why:
 * - script-src 'unsafe-eval': the live runner runs compiled demo code with `new Function`, and React's development
 *   build with it when a demo throws (its messages). 'unsafe-inline': Next's inline scripts (the page's payload, the
 *   bootstrap) and the site's guards in `<head>`; the export narrows it on each page to the hashes of that page's own
 *   inline scripts, in a `<meta>` policy (lib/hosting/script-hashes.ts), which every host serves, GitHub Pages too.
 * - style-src 'unsafe-inline': React's `style` attributes in the server's HTML, and the `<style>` elements the editor
 *   (CodeMirror), styled-components demos and the live runner's CSS add as they run.
 * - img-src and font-src data:: inline images and fonts in the stylesheets. font-src at.alicdn.com and
 *   cdnjs.cloudflare.com: the dropdown demo's packages (rc-dropdown, rc-menu) load their icon fonts from there in their
 *   own stylesheets (a selected item's check, a submenu's arrow), on the site as in the demo's sandbox. No other
 *   origin: every page's check fails on a request the policy blocks (e2e/every-page.spec.ts).
 * - form-action: the sandbox exports post their project to CodeSandbox and StackBlitz in a new tab.
 * - frame-ancestors 'self': no other site may frame a page (a share link's Run under an invisible frame); the site's
 *   own pages may, which the engine checks use for a 320 px window (e2e/engines/look-checks.ts).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:', 'at.alicdn.com', 'cdnjs.cloudflare.com'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ['https://codesandbox.io', 'https://stackblitz.com'],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
};

/** Directives as a policy's text: `name value value; name value`. */
export function policyText(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = policyText(CSP_DIRECTIVES);

/** Every header, in the order the recipes list them. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // A file is what its Content-Type says (a Markdown copy or a segment file is never run as a script).
  'X-Content-Type-Options': 'nosniff',
  // The address of a page never goes to another site with a link or a form: only the site's own requests carry it.
  'Referrer-Policy': 'same-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'SAMEORIGIN',
};
