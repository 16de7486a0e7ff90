/**
 * Request and reply over a web worker, with the ways out every caller needs: a worker script that fails to
 * load, a worker that throws, a reply that never comes and a failure the worker reports itself all reject the
 * pending requests with a `WorkerFailure`, and the worker is dropped, so the next request starts a new one.
 * A failure is never kept: the next request (a Retry, or the reader typing on) tries afresh.
 */

/** What the worker sends back when it caught a failure itself (a chunk it could not load, say). */
export interface ReportedFailure {
  kind: 'missing' | 'timeout' | 'crashed';
  message: string;
  /** The address that failed to load, when a download failed. */
  url?: string;
}

/** Every reply carries the id of its request. */
export interface WorkerReply {
  id: number;
}

/** The reply of a worker that caught a failure instead of producing a result. */
export interface FailedReply extends WorkerReply {
  failure: ReportedFailure;
}

const isFailed = (reply: WorkerReply): reply is FailedReply => 'failure' in reply && (reply as FailedReply).failure !== undefined;

export class WorkerFailure extends Error {
  readonly kind: ReportedFailure['kind'];
  readonly url: string;

  constructor({ kind, message, url }: ReportedFailure, fallbackUrl: string) {
    super(message);
    this.name = 'WorkerFailure';
    this.kind = kind;
    this.url = url ?? fallbackUrl;
  }
}

/** The part of `Worker` the client uses; tests pass a fake. */
export interface WorkerPort {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface WorkerClientOptions {
  /** Starts the worker; called again after a failure. */
  start: () => WorkerPort;
  /** The worker script's address, named in a failure that has none of its own. */
  url: string;
  /** A request with no reply after this long fails as a time-out, and the worker is dropped. */
  timeoutMs: number;
  /** Called when the worker is dropped (a failure, a crash between requests): what it held is gone with it. */
  onStop?: () => void;
}

export interface WorkerClient<Request, Reply extends WorkerReply> {
  /** Sends a request (the client adds its id) and resolves with the worker's reply to it. */
  request(body: Request): Promise<Reply>;
  /** Drops the worker and fails what is pending, so the next request starts afresh. */
  restart(reason?: string): void;
}

interface Pending<Reply> {
  resolve: (reply: Reply) => void;
  reject: (error: WorkerFailure) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createWorkerClient<Request extends object, Reply extends WorkerReply>(options: WorkerClientOptions): WorkerClient<Request, Reply> {
  let worker: WorkerPort | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending<Reply>>();

  const fail = (failure: ReportedFailure) => {
    worker?.terminate();
    worker = undefined;
    options.onStop?.();
    const error = new WorkerFailure(failure, options.url);
    const waiting = [...pending.values()];
    pending.clear();
    for (const entry of waiting) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
  };

  const started = (): WorkerPort => {
    if (worker) return worker;
    const port = options.start();
    port.onmessage = (event: MessageEvent<Reply | FailedReply>) => {
      const reply = event.data;
      const entry = pending.get(reply.id);
      if (!entry) return;
      pending.delete(reply.id);
      clearTimeout(entry.timer);
      if (isFailed(reply)) {
        // The worker survived but what it needed did not load or run; a fresh worker starts afresh.
        fail(reply.failure);
        entry.reject(new WorkerFailure(reply.failure, options.url));
      } else {
        entry.resolve(reply);
      }
    };
    port.onerror = (event: Event) => {
      // Handled here: the page shows the failure, so the browser need not report it as uncaught.
      event.preventDefault();
      const message = event instanceof ErrorEvent && event.message ? event.message : `The worker script ${options.url} failed to load`;
      fail({ kind: event instanceof ErrorEvent && event.message ? 'crashed' : 'missing', message });
    };
    worker = port;
    return port;
  };

  return {
    request(body) {
      return new Promise<Reply>((resolve, reject) => {
        const id = ++nextId;
        const timer = setTimeout(() => fail({ kind: 'timeout', message: `The worker did not answer within ${options.timeoutMs / 1000} s` }), options.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        try {
          started().postMessage({ ...body, id });
        } catch (error) {
          fail({ kind: 'missing', message: error instanceof Error ? error.message : String(error) });
        }
      });
    },
    restart(reason = 'Restarted') {
      fail({ kind: 'crashed', message: reason });
    },
  };
}
