// The worker's side of worker-pool.ts: answers each task the main thread posts, in the order they come.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-pool.js';

/**
 * Answers every task posted to this worker with `handle`'s outcome (or the message of what it threw);
 * `handle` checks the task's shape, and may ask `stopping()` between steps: true once the main thread
 * stops the pool (a signal), when a task should answer with what it has done.
 */
export function serveTasks<Outcome>(handle: (task: unknown, stopping: () => boolean) => Outcome | Promise<Outcome>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  let stopFlag: Int32Array | undefined;
  const stopping = (): boolean => stopFlag !== undefined && Atomics.load(stopFlag, 0) === 1;
  // One task at a time, in order: a task's file writes never overlap another's.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: WorkerRequest<unknown>) => {
    if ('stopFlag' in request) {
      stopFlag = request.stopFlag;
      return;
    }
    queue = queue.then(async () => {
      let reply: WorkerReply<Outcome>;
      try {
        reply = { id: request.id, outcome: await handle(request.task, stopping) };
      } catch (error) {
        reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
      port.postMessage(reply);
    });
  });
}
