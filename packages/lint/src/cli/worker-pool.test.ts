import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { createWorkerPool, inOrder } from './worker-pool.js';

// The worker runs built code (serve-tasks.js in dist), as the CLI's workers do.
const serveTasksUrl = new URL('../../dist/cli/serve-tasks.js', import.meta.url).href;
const folder = mkdtempSync(join(tmpdir(), 'templint-pool-'));
const script = pathToFileURL(join(folder, 'worker.mjs'));
writeFileSync(
  script,
  `import { threadId, workerData } from 'node:worker_threads';
import { serveTasks } from ${JSON.stringify(serveTasksUrl)};
serveTasks(async (task) => {
  if (task.fail) throw new Error('task ' + task.n + ' failed');
  if (task.exit) process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, task.delay));
  return { n: task.n, tag: workerData.tag, thread: threadId };
});
`,
);
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

interface Task {
  readonly n: number;
  readonly delay?: number;
  readonly fail?: boolean;
  readonly exit?: boolean;
}
interface Outcome {
  readonly n: number;
  readonly tag: string;
  readonly thread: number;
}

describe('createWorkerPool and inOrder', () => {
  test('answers come back in the order of the tasks, from every worker, whatever each one takes', async () => {
    const pool = createWorkerPool<Task, Outcome>(3, script, { tag: 'shared' });
    const finished: Outcome[] = [];
    // Later tasks finish sooner: the order must come from inOrder, not from the workers.
    const tasks = Array.from({ length: 30 }, (_, n) => ({ n, delay: 30 - n }));
    await inOrder(tasks, 8, (task) => pool.run(task), (outcome) => {
      finished.push(outcome);
    });
    await pool.close();
    expect(finished.map((outcome) => outcome.n)).toEqual(tasks.map((task) => task.n));
    expect(new Set(finished.map((outcome) => outcome.tag))).toEqual(new Set(['shared']));
    expect(new Set(finished.map((outcome) => outcome.thread)).size).toBe(3);
  });

  test('a task that throws rejects with its message and the worker goes on', async () => {
    const pool = createWorkerPool<Task, Outcome>(1, script, { tag: 'x' });
    await expect(pool.run({ n: 1, fail: true })).rejects.toThrow('task 1 failed');
    await expect(pool.run({ n: 2, delay: 0 })).resolves.toMatchObject({ n: 2 });
    await pool.close();
  });

  test('a worker that stops fails its pending tasks instead of leaving them waiting', async () => {
    const pool = createWorkerPool<Task, Outcome>(1, script, { tag: 'x' });
    await expect(pool.run({ n: 1, exit: true })).rejects.toThrow('a worker thread stopped (exit code 3)');
    await pool.close();
  });

  test('inOrder fails when a task fails, after finishing the ones before it', async () => {
    const finished: number[] = [];
    const run = inOrder(
      [1, 2, 3, 4],
      2,
      (n) => (n === 3 ? Promise.reject(new Error('three')) : Promise.resolve(n)),
      (n) => {
        finished.push(n);
      },
    );
    await expect(run).rejects.toThrow('three');
    expect(finished).toEqual([1, 2]);
  });

  test('inOrder keeps at most the window of tasks started and not finished', async () => {
    let open = 0;
    let most = 0;
    await inOrder(
      Array.from({ length: 50 }, (_, n) => n),
      4,
      async (n) => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, n % 3));
        return n;
      },
      () => {
        open -= 1;
      },
    );
    expect(most).toBe(4);
  });
});
