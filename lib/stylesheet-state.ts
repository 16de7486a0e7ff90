/** What the page can still learn about a `<link rel="stylesheet">` after its load or error event has passed. */
export interface StylesheetFacts {
  /** Same origin as the page: its rules are readable once it loaded. */
  sameOrigin: boolean;
  /** `link.sheet` is there (Chromium keeps one even for a failed load; other browsers may not). */
  hasSheet: boolean;
  /** Reading `sheet.cssRules` did not throw. */
  rulesReadable: boolean;
  /**
   * The HTTP status from the resource timing entry: 0 when the request failed or the origin hides it
   * (cross-origin without Timing-Allow-Origin); undefined when there is no entry or no such field.
   */
  responseStatus?: number;
}

export type StylesheetState = 'loaded' | 'failed' | 'unknown';

/**
 * Whether a stylesheet loaded, from what is left to see. Zero rules prove nothing (an empty stylesheet
 * loads fine), and a cross-origin stylesheet hides both its rules and its status, so one whose events
 * were missed is `unknown`, never reported.
 */
export function judgeStylesheet({ sameOrigin, hasSheet, rulesReadable, responseStatus }: StylesheetFacts): StylesheetState {
  if (responseStatus !== undefined && responseStatus > 0) return responseStatus < 400 ? 'loaded' : 'failed';
  if (!sameOrigin) return 'unknown';
  // A same-origin request that failed: status 0, and Chromium makes its sheet unreadable as if it were foreign.
  if (responseStatus === 0 || !hasSheet || !rulesReadable) return 'failed';
  return 'loaded';
}
