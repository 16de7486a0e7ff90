import { fetchText, writeClipboardText, type ClipboardWriter } from '@/lib/clipboard';

function fakeClipboard() {
  const calls: { write: ClipboardItem[][]; writeText: string[] } = { write: [], writeText: [] };
  const clipboard: ClipboardWriter = {
    write: async (items) => {
      calls.write.push(items);
    },
    writeText: async (text) => {
      calls.writeText.push(text);
    },
  };
  return { clipboard, calls };
}

/** Stands in for the browser's ClipboardItem: keeps the promise of each type. */
class FakeItem {
  constructor(readonly items: Record<string, string | Blob | PromiseLike<string | Blob>>) {}
}

const AsItem = FakeItem as unknown as typeof ClipboardItem;

/** jsdom has no fetch Response: the few fields fetchText reads. */
const answer = (status: number, body: string) => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;

describe('fetchText', () => {
  it('returns the body of a 2xx answer', async () => {
    const fetcher = jest.fn(async () => answer(200, '# Title\n'));
    await expect(fetchText('/demo/simple.md', fetcher)).resolves.toBe('# Title\n');
    expect(fetcher).toHaveBeenCalledWith('/demo/simple.md');
  });

  it('fails on any other answer, naming the address and the status', async () => {
    await expect(fetchText('/x.md', async () => answer(404, 'nope'))).rejects.toThrow('/x.md answered 404');
  });
});

describe('writeClipboardText', () => {
  it('starts a ClipboardItem write at once, with the text as a promise', async () => {
    const { clipboard, calls } = fakeClipboard();
    let resolve: (text: string) => void = () => undefined;
    const text = new Promise<string>((done) => {
      resolve = done;
    });

    const written = writeClipboardText(text, clipboard, AsItem);
    // Written before the text arrived: the write is still part of the click.
    expect(calls.write).toHaveLength(1);
    resolve('# Page\n');
    await written;

    const item = calls.write[0][0] as unknown as FakeItem;
    const blob = (await item.items['text/plain']) as Blob;
    expect(blob.type).toBe('text/plain');
    // jsdom's Blob has no text(): read it the older way.
    const read = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blob);
    });
    expect(read).toBe('# Page\n');
    expect(calls.writeText).toEqual([]);
  });

  it('writes the text when it arrives where ClipboardItem is missing', async () => {
    const { clipboard, calls } = fakeClipboard();
    await writeClipboardText(Promise.resolve('# Page\n'), clipboard, undefined);
    expect(calls.writeText).toEqual(['# Page\n']);
    expect(calls.write).toEqual([]);
  });

  it('fails when the text fails to load', async () => {
    const { clipboard } = fakeClipboard();
    await expect(writeClipboardText(Promise.reject(new Error('offline')), clipboard, undefined)).rejects.toThrow('offline');
  });

  it('leaves no rejection unhandled when the browser refuses the write before the text fails', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      let fail: (error: Error) => void = () => undefined;
      const text = new Promise<string>((_, reject) => {
        fail = reject;
      });
      // A browser that refuses at once (no permission, a page without focus), as Chromium's headless shell does.
      const refusing: ClipboardWriter = { write: async () => Promise.reject(new Error('not allowed')), writeText: async () => undefined };
      await expect(writeClipboardText(text, refusing, AsItem)).rejects.toThrow('not allowed');
      fail(new Error('a link of 41503 characters'));
      // Node reports an unhandled rejection once the microtasks have run: after a macrotask, it would have.
      await new Promise((done) => setTimeout(done, 0));
      await new Promise((done) => setTimeout(done, 0));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
