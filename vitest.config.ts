import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Most of the suite's time waits on child processes (the CLI, ESLint) and Chromium, so one worker per
    // core: vitest's default leaves a core out, one worker on 2 cores (245 s there; 191 s with two).
    maxWorkers: availableParallelism(),
  },
});
