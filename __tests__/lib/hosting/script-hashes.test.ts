/**
 * @jest-environment node
 */
import { elements, parseHtml, textContent } from '@/lib/quality/html-tree';
import { inlineScripts, scriptHash, withScriptPolicy } from '@/lib/hosting/script-hashes';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>(function(){document.documentElement.dataset.x="1"})()</script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<script type="module">import("/b.js")</script>',
  '</head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<script>self.__next_f.push([1,"\\u003cdiv\\u003e 中文"])</SCRIPT >',
  '<script>(function(){document.documentElement.dataset.x="1"})()</script>',
  '</body></html>',
].join('');

describe('inlineScripts', () => {
  it('reads the text of each inline classic or module script as the HTML parser does, and nothing else', () => {
    const byParser = elements(parseHtml(page))
      .filter((element) => element.tagName === 'script')
      .filter((element) => !element.attrs.some((attr) => attr.name === 'src' || (attr.name === 'type' && attr.value !== 'module')))
      .map((element) => textContent(element));
    expect(inlineScripts(page)).toEqual(byParser);
    expect(byParser).toHaveLength(4);
  });

  it('refuses a script it cannot read without a full parser, and one never closed', () => {
    expect(() => inlineScripts('<script>a("<!--<script>")</script>')).toThrow('"<!--"');
    expect(() => inlineScripts('<script>a()')).toThrow('never closed');
  });
});

describe('scriptHash', () => {
  // The digests as `openssl dgst -sha256 -binary | base64` gives them.
  it("names a script's UTF-8 text by its SHA-256, as a policy does", () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('中文')).toBe("'sha256-cnJtiBj2kwZs62mvo2Qhi2kuYuqSs4V4I2N4D0dSnCE='");
  });
});

describe('withScriptPolicy', () => {
  const sources = ["'self'", "'unsafe-inline'", "'unsafe-eval'"];

  it('puts the policy right after the charset, with the header’s sources but unsafe-inline, and each inline script’s hash once', () => {
    const result = withScriptPolicy(page, sources);
    const hashes = [...new Set(inlineScripts(page).map(scriptHash))];
    expect(hashes).toHaveLength(3);
    expect(result).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'unsafe-eval' ${hashes.join(' ')}"/><meta name="viewport"`,
    );
    expect(result.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(page);
  });

  it('gives the same page when run again, and refuses a page without the charset declaration', () => {
    const once = withScriptPolicy(page, sources);
    expect(withScriptPolicy(once, sources)).toBe(once);
    expect(() => withScriptPolicy('<html><head></head></html>', sources)).toThrow('charSet');
  });
});
