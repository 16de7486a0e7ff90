import net from 'node:net';

export interface RawAnswer {
  /** NaN when the server sent no status line. */
  status: number;
  /** Header names in lower case; a repeated header's values joined by `, `. */
  headers: Record<string, string>;
  /** Every header line as sent, repeated ones included. */
  headerLines: string[];
}

/**
 * Sends one request over a plain socket and reads the answer's head, so the request target reaches the server byte
 * for byte as written: HTTP clients (fetch, Playwright's request) rewrite `\`, `//` and broken escapes before sending.
 */
export function rawRequest(origin: string, method: string, target: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    socket.on('connect', () => socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, 'latin1')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const name = line.slice(0, colon).toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN), headers, headerLines });
    });
  });
}
