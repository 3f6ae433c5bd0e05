import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the slowest journeys after a run, with the share of the per-test budget each used: where the
 * time goes, and which journey is nearest its timeout on this machine (e2e/README.md).
 */
export default class SlowestReporter implements Reporter {
  private readonly runs: { title: string; ms: number; budget: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*[\\/]e2e[\\/]/, '');
    this.runs.push({
      title: `${file}:${test.location.line} ${test.title}`,
      ms: result.duration,
      budget: test.timeout,
    });
  }

  onEnd(result: FullResult) {
    const slowest = [...this.runs].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    const total = this.runs.reduce((sum, r) => sum + r.ms, 0);
    console.log(
      `\nSlowest ${slowest.length} of ${this.runs.length} journeys (${(total / 1000).toFixed(0)} s of test time, ` +
        `${(result.duration / 1000).toFixed(0)} s wall):`,
    );
    for (const r of slowest) {
      const share = Math.round((100 * r.ms) / r.budget);
      console.log(`${(r.ms / 1000).toFixed(1).padStart(6)} s ${String(share).padStart(3)}%  ${r.title}`);
    }
  }

  printsToStdio() {
    return false;
  }
}
