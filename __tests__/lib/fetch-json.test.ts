/**
 * @jest-environment node
 */
import { fetchJson } from '@/lib/fetch-json';

class Failed extends Error {
  constructor(
    readonly url: string,
    readonly status?: number,
  ) {
    super(`${url} ${status ?? 'unreachable'}`);
  }
}
const failure = (url: string, status?: number) => new Failed(url, status);

const answer = (body: string, status = 200) => jest.spyOn(global, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => jest.restoreAllMocks());

describe('fetchJson', () => {
  it('reads a 2xx answer as JSON', async () => {
    answer('{"pages":3}');
    await expect(fetchJson<{ pages: number }>('/data.json', failure)).resolves.toEqual({ pages: 3 });
  });

  it("rejects a non-2xx answer with the caller's error, naming the address and the status", async () => {
    answer('gone', 404);
    await expect(fetchJson('/types/1.x.json', failure)).rejects.toMatchObject({ url: '/types/1.x.json', status: 404 });
  });

  it("rejects a network failure with the caller's error and no status", async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await fetchJson('/search.json', failure).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Failed);
    expect(error).toMatchObject({ url: '/search.json', status: undefined });
  });
});
