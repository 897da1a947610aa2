// Threads for `--concurrency`: a pool of workers that each run one script, fed tasks by the main thread,
// which keeps the order of the answers (the output of a run with threads is byte for byte the output of a
// run without).
import { Worker } from 'node:worker_threads';

/** A task's answer from a worker, or the error that ended its worker. */
interface Pending<Outcome> {
  readonly resolve: (outcome: Outcome) => void;
  readonly reject: (error: Error) => void;
}

/** What a worker posts back: the answer to a task, or the message of the error the task threw. */
export type WorkerReply<Outcome> = { readonly id: number; readonly outcome: Outcome } | { readonly id: number; readonly error: string };

/** What the main thread posts to a worker: a task, or (first) the flag that asks it to stop. */
export type WorkerRequest<Task> = { readonly id: number; readonly task: Task } | { readonly stopFlag: Int32Array };

export interface WorkerPool<Task, Outcome> {
  /** Runs a task on the least busy worker. */
  run(task: Task): Promise<Outcome>;
  /**
   * Asks every worker to stop at the next point its task allows (`serveTasks`' `stopping`: between two
   * files, never inside a write), and resolves once every task sent has answered or failed.
   */
  stop(): Promise<void>;
  /** Stops every worker. */
  close(): Promise<void>;
}

interface Thread<Outcome> {
  readonly worker: Worker;
  readonly pending: Map<number, Pending<Outcome>>;
}

/** Starts `size` workers running `script` (each gets `workerData`). */
export function createWorkerPool<Task, Outcome>(size: number, script: URL, workerData: unknown): WorkerPool<Task, Outcome> {
  let nextId = 0;
  const threads: Thread<Outcome>[] = [];
  // One flag every worker reads (shared memory: seen at once, without a message waiting its turn).
  const stopFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const inFlight = new Set<Promise<Outcome>>();
  for (let index = 0; index < size; index += 1) {
    const pending = new Map<number, Pending<Outcome>>();
    const worker = new Worker(script, { workerData });
    worker.postMessage({ stopFlag } satisfies WorkerRequest<Task>);
    const failAll = (error: Error): void => {
      for (const task of pending.values()) task.reject(error);
      pending.clear();
    };
    worker.on('message', (reply: WorkerReply<Outcome>) => {
      const task = pending.get(reply.id);
      if (!task) return;
      pending.delete(reply.id);
      if ('error' in reply) task.reject(new Error(reply.error));
      else task.resolve(reply.outcome);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => { failAll(new Error(`a worker thread stopped (exit code ${String(code)})`)); });
    threads.push({ worker, pending });
  }
  return {
    run(task: Task): Promise<Outcome> {
      const thread = threads.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
      const id = nextId;
      nextId += 1;
      const outcome = new Promise<Outcome>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, task } satisfies WorkerRequest<Task>);
      });
      inFlight.add(outcome);
      const settled = (): void => {
        inFlight.delete(outcome);
      };
      outcome.then(settled, settled);
      return outcome;
    },
    async stop(): Promise<void> {
      Atomics.store(stopFlag, 0, 1);
      await Promise.allSettled([...inFlight]);
    },
    async close(): Promise<void> {
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * Starts a task for each item, at most `window` at a time, and hands each outcome to `finish` in the
 * items' order, one `finish` done before the next (an outcome that comes early waits for those before it).
 * A failed task fails the whole.
 */
export async function inOrder<Item, Outcome>(
  items: Iterable<Item>,
  window: number,
  start: (item: Item) => Promise<Outcome>,
  finish: (outcome: Outcome, item: Item) => void | Promise<void>,
): Promise<void> {
  const queue: { readonly item: Item; readonly outcome: Promise<Outcome> }[] = [];
  const finishFirst = async (): Promise<void> => {
    const next = queue.shift();
    if (next) await finish(await next.outcome, next.item);
  };
  for (const item of items) {
    const outcome = start(item);
    // Awaited in order below; this only keeps a failure that comes before its turn from counting as unhandled.
    outcome.catch(() => undefined);
    queue.push({ item, outcome });
    if (queue.length >= window) await finishFirst();
  }
  while (queue.length > 0) await finishFirst();
}
