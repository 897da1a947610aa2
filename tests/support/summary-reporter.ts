import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints `Tests: N passed, N failed, N skipped` as the run's very last line, the plain count CI reads.
 * A test file that fails to load counts as one failure, so a broken import can never look green.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      let seen = 0;
      for (const test of testModule.children.allTests()) {
        seen += 1;
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (seen === 0 && testModule.state() === 'failed') failed += 1;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\nTests: ${String(passed)} passed, ${String(failed)} failed, ${String(skipped)} skipped\n`);
  }
}
