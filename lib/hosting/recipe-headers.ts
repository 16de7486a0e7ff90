/**
 * The response headers each hosting recipe sets, read from its own text (hosting/nginx.conf, and docs/hosting.md's
 * netlify.toml and vercel.json), so a test can hold every recipe to the one list (hosting/security-headers.mjs).
 */

/** Headers by name, as a recipe sets them for one place (every path, or one nginx location). */
export type HeaderSet = Record<string, string>;

/** One place of an nginx configuration that sets headers, and whether each is sent with errors too (`always`). */
export interface NginxHeaders {
  /** `server` for the file's top level, else the location's argument (`/_next/static/`). */
  place: string;
  headers: HeaderSet;
  /** Headers set without `always`: nginx leaves them out of 4xx and 5xx answers and of most redirects. */
  notAlways: string[];
}

const ADD_HEADER = /^\s*add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"(\s+always)?\s*;/;

/**
 * The add_header lines of the top level and of each location that has its own (nginx gives a location with any
 * add_header none of the server's). Nested locations are read by their own line, as nginx does.
 */
export function nginxHeaders(config: string): NginxHeaders[] {
  const places: NginxHeaders[] = [];
  const stack: string[] = ['server'];
  for (const line of config.split('\n')) {
    const code = line.replace(/#.*$/, '');
    const opens = /^\s*location\s+(.+?)\s*\{\s*$/.exec(code);
    if (opens) {
      stack.push(opens[1]);
      continue;
    }
    const header = ADD_HEADER.exec(code);
    if (header) {
      const place = stack[stack.length - 1];
      let entry = places.find((candidate) => candidate.place === place);
      if (!entry) places.push((entry = { place, headers: {}, notAlways: [] }));
      entry.headers[header[1]] = header[2].replace(/\\(.)/g, '$1');
      if (!header[3]) entry.notAlways.push(header[1]);
      continue;
    }
    // Any other block (if, types) opens and closes on lines of its own; only a location's brace is on the stack.
    for (const char of code) {
      if (char === '{') stack.push('');
      if (char === '}') stack.pop();
    }
  }
  return places;
}

/** The headers a `netlify.toml` sets under `[[headers]]` for `for = "/*"`: the `[headers.values]` table's lines. */
export function netlifyHeaders(toml: string): HeaderSet {
  const headers: HeaderSet = {};
  let forAll = false;
  let inValues = false;
  for (const line of toml.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('[')) {
      if (trimmed === '[[headers]]') forAll = false;
      inValues = trimmed === '[headers.values]';
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*"((?:[^"\\]|\\.)*)"$/.exec(trimmed);
    if (!pair) continue;
    if (pair[1] === 'for') forAll = pair[2] === '/*';
    else if (inValues && forAll) headers[pair[1]] = pair[2].replace(/\\(.)/g, '$1');
  }
  return headers;
}

/** The headers a `vercel.json` sets for every path (`"source": "/(.*)"`). */
export function vercelHeaders(json: string): HeaderSet {
  const config = JSON.parse(json) as { headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
  const everyPath = config.headers?.find((rule) => rule.source === '/(.*)');
  return Object.fromEntries((everyPath?.headers ?? []).map(({ key, value }) => [key, value]));
}

/** The text of each fenced block of `language` in a Markdown document, in order. */
export function fencedBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((match) => match[1]);
}
