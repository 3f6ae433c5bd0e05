import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists, after `vitest run`, the 10 slowest tests and the 5 slowest files (tests and hooks, plus their
 * set-up and imports): where the time of `npm test` goes. Times under load are what they are on a busy
 * machine; speed itself is measured by the benchmarks, never by tests.
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const name = (m: TestModule) => `${m.project.name}/${m.relativeModuleId}`;
    const tests = modules.flatMap((m) =>
      [...m.children.allTests()].map((t) => ({
        ms: t.diagnostic()?.duration ?? 0,
        title: `${name(m)} › ${t.fullName}`,
      })),
    );
    if (tests.length === 0) return;
    const files = modules.map((m) => {
      const d = m.diagnostic();
      return { ms: d.duration + d.setupDuration + d.collectDuration + d.prepareDuration, title: name(m) };
    });
    const line = (r: { ms: number; title: string }) =>
      `${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.title}`;
    const top = (rows: typeof tests, n: number) =>
      [...rows]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, n)
        .map(line);
    console.log(
      [
        '',
        `Slowest 10 of ${tests.length} tests:`,
        ...top(tests, 10),
        'Slowest 5 files:',
        ...top(files, 5),
      ].join('\n'),
    );
  }
}
