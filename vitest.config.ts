import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import projects from './vitest.workspace.ts';

const projectRoots = projects.map((config) => resolve(import.meta.dirname, dirname(config)));

/**
 * Projects start in the order vitest.workspace.ts lists them (the longest first), not by name (vitest's
 * default): the playground's Chromium test alone takes 95 s, and started after the others by name it was the
 * run's tail. On a fresh clone of 2 cores the run took 280 s by name, 238 s in the listed order. Within a
 * project, vitest's own order.
 */
class ListedProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => projectRoots.indexOf(resolve(file.project.config.root));
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Most of the suite's time waits on child processes (the CLI, ESLint) and Chromium, so one worker per
    // core: vitest's default leaves a core out, one worker on 2 cores (245 s there; 191 s with two).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: ListedProjectsFirst },
  },
});
