import type { Server } from 'node:http';

/** What the preview server answers for one request. */
export type PreviewAction = { kind: 'serve' } | { kind: 'redirect'; location: string } | { kind: 'status'; status: 400 | 404 | 405 };

export function previewAction(method: string, rawUrl: string): PreviewAction;

export function createPreviewServer(publicDir: string): Server;
