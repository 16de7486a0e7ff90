import { createWorkerClient, WorkerFailure, type FailedReply, type WorkerPort, type WorkerReply } from '@/lib/worker-client';

type Request = { ask: string };
type Reply = WorkerReply & { answer?: string };

/** A worker that records what it was sent; the test answers, throws or stays silent for it. */
class FakeWorker implements WorkerPort {
  sent: Array<Request & { id: number }> = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  postMessage(message: unknown) {
    this.sent.push(message as Request & { id: number });
  }

  terminate() {
    this.terminated = true;
  }

  reply(data: Reply | FailedReply) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** What the browser fires when the script cannot load (a plain Event) or when it throws (an ErrorEvent). */
  fire(event: Event) {
    this.onerror?.(event);
  }
}

function setup(timeoutMs = 1000) {
  const workers: FakeWorker[] = [];
  const client = createWorkerClient<Request, Reply>({
    start: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    url: '/_next/static/media/search.worker.js',
    timeoutMs,
  });
  return { client, workers };
}

afterEach(() => jest.useRealTimers());

describe('createWorkerClient', () => {
  it('starts the worker on the first request and resolves each reply by its id', async () => {
    const { client, workers } = setup();
    const first = client.request({ ask: 'a' });
    const second = client.request({ ask: 'b' });
    expect(workers).toHaveLength(1);
    const [a, b] = workers[0].sent;
    workers[0].reply({ id: b.id, answer: 'B' });
    workers[0].reply({ id: a.id, answer: 'A' });
    await expect(first).resolves.toMatchObject({ answer: 'A' });
    await expect(second).resolves.toMatchObject({ answer: 'B' });
  });

  it('fails every pending request when the worker script cannot load, and the next request starts a new worker', async () => {
    const { client, workers } = setup();
    const pending = [client.request({ ask: 'a' }), client.request({ ask: 'b' })];
    const event = new Event('error', { cancelable: true });
    workers[0].fire(event);
    for (const request of pending) {
      await expect(request).rejects.toMatchObject({ name: 'WorkerFailure', kind: 'missing', url: '/_next/static/media/search.worker.js' });
    }
    expect(event.defaultPrevented).toBe(true);
    expect(workers[0].terminated).toBe(true);

    const retry = client.request({ ask: 'again' });
    expect(workers).toHaveLength(2);
    workers[1].reply({ id: workers[1].sent[0].id, answer: 'ok' });
    await expect(retry).resolves.toMatchObject({ answer: 'ok' });
  });

  it('says when the worker stops, also when it crashes with nothing pending, so what it held is built again', async () => {
    const workers: FakeWorker[] = [];
    const stops: number[] = [];
    const client = createWorkerClient<Request, Reply>({
      start: () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
      url: '/_next/static/media/search.worker.js',
      timeoutMs: 1000,
      onStop: () => stops.push(workers.length),
    });
    const request = client.request({ ask: 'build' });
    workers[0].reply({ id: workers[0].sent[0].id, answer: 'built' });
    await request;
    expect(stops).toEqual([]);
    workers[0].fire(new ErrorEvent('error', { message: 'Uncaught Error: out of memory', cancelable: true }));
    expect(stops).toEqual([1]);
    expect(workers[0].terminated).toBe(true);
  });

  it('reports a worker that throws with its message', async () => {
    const { client, workers } = setup();
    const request = client.request({ ask: 'a' });
    workers[0].fire(new ErrorEvent('error', { message: 'Uncaught TypeError: index is undefined', cancelable: true }));
    await expect(request).rejects.toMatchObject({ kind: 'crashed', message: 'Uncaught TypeError: index is undefined' });
  });

  it('turns a failure the worker reports into a rejection naming the address, and drops that worker', async () => {
    const { client, workers } = setup();
    const request = client.request({ ask: 'compile' });
    workers[0].reply({ id: workers[0].sent[0].id, failure: { kind: 'missing', message: 'Failed to load chunk', url: '/_next/static/chunks/babel.js' } });
    const error = await request.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(WorkerFailure);
    expect(error).toMatchObject({ kind: 'missing', url: '/_next/static/chunks/babel.js' });
    expect(workers[0].terminated).toBe(true);
    void client.request({ ask: 'again' });
    expect(workers).toHaveLength(2);
  });

  it('fails a request that gets no reply in time, then starts afresh', async () => {
    jest.useFakeTimers();
    const { client, workers } = setup(5000);
    const request = client.request({ ask: 'slow' });
    jest.advanceTimersByTime(4999);
    expect(workers[0].terminated).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(request).rejects.toMatchObject({ kind: 'timeout', message: 'The worker did not answer within 5 s' });
    expect(workers[0].terminated).toBe(true);
  });

  it('ignores a late reply to a request that already failed', async () => {
    const { client, workers } = setup();
    const request = client.request({ ask: 'a' });
    const id = workers[0].sent[0].id;
    client.restart('Retry');
    await expect(request).rejects.toMatchObject({ message: 'Retry' });
    expect(() => workers[0].reply({ id, answer: 'late' })).not.toThrow();
  });
});
