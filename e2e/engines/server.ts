import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPreviewServer } from '../../scripts/preview-server.mjs';

/**
 * Records what a page reports as broken — uncaught errors, unhandled rejections, console errors and warnings
 * (React's hydration and render errors arrive that way) — in `window.__pageErrors`, from the first script on.
 * WebKitWebDriver hands over no console and no page errors, so the cross-engine suite reads them from here.
 */
const ERROR_RECORDER = `<script>(function(){var list=window.__pageErrors=[];function add(text){list.push(String(text))}
addEventListener('error',function(event){if(event instanceof ErrorEvent)add((event.error&&event.error.stack)||event.message)});
addEventListener('unhandledrejection',function(event){var r=event.reason;add('unhandled rejection: '+((r&&r.stack)||r))});
['error','warn'].forEach(function(level){var original=console[level];console[level]=function(){add('console.'+level+': '+Array.prototype.map.call(arguments,String).join(' '));return original.apply(console,arguments)}});
})()</script>`;

/** The page with the recorder as the first element of its `<head>`, before any of the page's own scripts. */
export function withErrorRecorder(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => head + ERROR_RECORDER);
}

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

const listen = (server: http.Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const closeServer = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A test-only server for the cross-engine suite: the preview server (`npm run preview`'s, serving `outDir` as a
 * static host does) behind a proxy that adds the error recorder to every HTML page. The export itself is never
 * changed. `port` is the proxy's; the preview server takes the next one.
 */
export async function startTestServer(outDir: string, port: number): Promise<TestServer> {
  const preview = createPreviewServer(outDir);
  const previewPort = await listen(preview, port + 1);
  const proxy = http.createServer((request, response) => {
    const headers = { ...request.headers };
    // Uncompressed, so the page can be edited on its way.
    delete headers['accept-encoding'];
    const upstream = http.request({ host: '127.0.0.1', port: previewPort, method: request.method, path: request.url, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html') || request.method === 'HEAD') {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(withErrorRecorder(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
        response.end(body);
      });
    });
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  const proxyPort = await listen(proxy, port);
  return {
    origin: `http://127.0.0.1:${proxyPort}`,
    close: async () => {
      proxy.closeAllConnections();
      preview.closeAllConnections();
      await Promise.all([closeServer(proxy), closeServer(preview)]);
    },
  };
}
