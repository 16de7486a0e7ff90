export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export const CSP_DIRECTIVES: CspDirectives;

export function policyText(directives: CspDirectives): string;

export const CONTENT_SECURITY_POLICY: string;

export const SECURITY_HEADERS: Readonly<Record<string, string>>;
