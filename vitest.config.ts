import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
