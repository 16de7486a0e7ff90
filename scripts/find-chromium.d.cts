export function findChromium(): string | undefined;
export function findTestChromium(): string | undefined;
export const CHROMIUM_ARGS: string[];
