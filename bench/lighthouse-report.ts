/**
 * The tables and targets of `npm run bench:web` (bench/lighthouse.ts). The first result is the baseline:
 * the framework's floor measured in the same run, interleaved with the pages.
 *
 * Targets (issue "The storefront on a phone"): performance >= 0.95 on every storefront page, judged only
 * when the baseline scores >= 0.98 in the same run (below that the machine is too busy for an absolute
 * score to mean anything, and the line says so); TBT no more than 150 ms above the baseline's, judged
 * always; accessibility >= 0.95. On a busy machine TBT grows with the neighbours (a task's wall clock includes
 * waiting for a core): the CPU TBT beside it (bench/cpu-blocking.ts) is the before/after that holds there.
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
/** Lighthouse's task groups (mainthread-work-breakdown), the three the issue asks for first. */
const MAIN_THREAD = [
  ['script eval', 'scriptEvaluation'],
  ['parse/compile', 'scriptParseCompile'],
  ['style/layout', 'styleLayout'],
  ['paint', 'paintCompositeRender'],
  ['HTML', 'parseHTML'],
  ['GC', 'garbageCollection'],
  ['other', 'other'],
] as const;
export const TARGETS = {
  performance: 0.95,
  baselineValid: 0.98,
  tbtOverBaselineMs: 150,
  accessibility: 0.95,
};

type Category = (typeof CATEGORIES)[number];
export interface Audit {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** ms per Lighthouse task group, CPU slowdown applied. */
  mainThread: Record<string, number>;
}
export interface PageResult {
  page: string;
  /** The line's name when it is not the page's path (a compared checkout's pages). */
  label?: string;
  /** A page of the compared checkout (BENCH_COMPARE): shown, not judged. */
  compared?: boolean;
  audits: Audit[];
  /** JavaScript a first visit loads, KB gzip, and the route's budget (apps/web/js-budgets.ts). */
  jsKb: number;
  jsBudgetKb?: number;
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const score = (r: PageResult) => median(r.audits.map((a) => a.scores.performance));
const metric = (r: PageResult, label: string) => median(r.audits.map((a) => a.metrics[label]!));
const signed = (v: number, digits = 0) => `${v >= 0 ? '+' : ''}${v.toFixed(digits)}`;
const range = (v: number[]) => `${Math.min(...v).toFixed(2)}-${Math.max(...v).toFixed(2)}`;

/** The run whose performance score is the median (ties: the TBT nearest the median's). */
function medianRun(r: PageResult): Audit {
  const s = score(r);
  const tbt = metric(r, 'TBT');
  return [...r.audits].sort(
    (a, b) =>
      Math.abs(a.scores.performance - s) - Math.abs(b.scores.performance - s) ||
      Math.abs(a.metrics.TBT! - tbt) - Math.abs(b.metrics.TBT! - tbt),
  )[0]!;
}

export function printReport(results: PageResult[], runs: number): void {
  const [base, ...pages] = results as [PageResult, ...PageResult[]];
  const label = (r: PageResult) => (r === base ? 'baseline (framework floor)' : (r.label ?? r.page));
  const w = Math.min(60, Math.max(40, ...results.map((r) => label(r).length + 2)));
  const name = (r: PageResult) =>
    label(r)
      .slice(0, w - 1)
      .padEnd(w);
  console.log(
    `\nLighthouse 12, mobile; ${runs} round(s), each the baseline then every page; median (min-max of the runs)\n`,
  );
  console.log(
    `${'page'.padEnd(w)}${'performance'.padStart(17)}${'Δ'.padStart(7)}${'TBT ms'.padStart(9)}${'Δ'.padStart(8)}` +
      `${'CPU TBT'.padStart(9)}${'Δ'.padStart(8)}${'LCP ms'.padStart(9)}${'Δ'.padStart(8)}${'JS KB gz'.padStart(10)}${'Δ'.padStart(8)}`,
  );
  for (const r of results) {
    const diff = (v: string) => (r === base ? '' : v);
    console.log(
      `${name(r)}${`${score(r).toFixed(2)} (${range(r.audits.map((a) => a.scores.performance))})`.padStart(17)}` +
        `${diff(signed(score(r) - score(base), 2)).padStart(7)}` +
        `${metric(r, 'TBT').toFixed(0).padStart(9)}${diff(signed(metric(r, 'TBT') - metric(base, 'TBT'))).padStart(8)}` +
        `${metric(r, 'CPU TBT').toFixed(0).padStart(9)}${diff(signed(metric(r, 'CPU TBT') - metric(base, 'CPU TBT'))).padStart(8)}` +
        `${metric(r, 'LCP').toFixed(0).padStart(9)}${diff(signed(metric(r, 'LCP') - metric(base, 'LCP'))).padStart(8)}` +
        `${r.jsKb.toFixed(1).padStart(10)}${diff(signed(r.jsKb - base.jsKb, 1)).padStart(8)}`,
    );
  }

  console.log(
    `\n${'page'.padEnd(w)}${CATEGORIES.slice(1)
      .map((c) => c.padStart(15))
      .join('')}${METRICS.filter(([l]) => l !== 'TBT' && l !== 'LCP')
      .map(([l]) => l.padStart(8))
      .join('')}   (medians; ms)`,
  );
  for (const r of results) {
    const cats = CATEGORIES.slice(1).map((c) =>
      median(r.audits.map((a) => a.scores[c]))
        .toFixed(2)
        .padStart(15),
    );
    const other = METRICS.filter(([l]) => l !== 'TBT' && l !== 'LCP').map(([l]) =>
      (l === 'CLS' ? metric(r, l).toFixed(3) : metric(r, l).toFixed(0)).padStart(8),
    );
    console.log(`${name(r)}${cats.join('')}${other.join('')}`);
  }

  console.log(`\nMain thread of the median run, ms (Lighthouse's 4x CPU slowdown applied)`);
  console.log(
    `${'page'.padEnd(w)}${MAIN_THREAD.map(([l]) => l.padStart(14)).join('')}${'total'.padStart(9)}`,
  );
  for (const r of results) {
    const run = medianRun(r);
    const total = Object.values(run.mainThread).reduce((a, b) => a + b, 0);
    const cells = MAIN_THREAD.map(([, id]) => (run.mainThread[id] ?? 0).toFixed(0).padStart(14)).join('');
    console.log(`${name(r)}${cells}${total.toFixed(0).padStart(9)}`);
  }

  const baseScore = score(base);
  const valid = baseScore >= TARGETS.baselineValid;
  console.log(
    `\nTargets (the baseline scored ${baseScore.toFixed(2)}, TBT ${metric(base, 'TBT').toFixed(0)} ms, in this run)`,
  );
  for (const r of pages) {
    if (r.compared) continue;
    const s = score(r);
    console.log(
      valid
        ? `  ${mark(s >= TARGETS.performance)}  performance ${s.toFixed(2)} >= ${TARGETS.performance} on ${r.page}`
        : `  ----  performance ${s.toFixed(2)} on ${r.page} not judged: the baseline's ${baseScore.toFixed(2)} < ${TARGETS.baselineValid}, the machine is too busy`,
    );
    const tbt = metric(r, 'TBT');
    const limit = metric(base, 'TBT') + TARGETS.tbtOverBaselineMs;
    console.log(
      `  ${mark(tbt <= limit)}  TBT ${tbt.toFixed(0)} ms <= baseline + ${TARGETS.tbtOverBaselineMs} = ${limit.toFixed(0)} ms on ${r.page}`,
    );
    console.log(
      `  info  CPU TBT ${metric(r, 'CPU TBT').toFixed(0)} ms on ${r.page} (baseline ${metric(base, 'CPU TBT').toFixed(0)}): the same sum from the main thread's CPU time, which neighbours do not inflate; not Lighthouse's simulation, so a before/after, not the target`,
    );
    const a11y = median(r.audits.map((a) => a.scores.accessibility));
    console.log(
      `  ${mark(a11y >= TARGETS.accessibility)}  accessibility ${a11y.toFixed(2)} >= ${TARGETS.accessibility} on ${r.page}`,
    );
    if (r.jsBudgetKb !== undefined)
      console.log(
        `  ${mark(r.jsKb <= r.jsBudgetKb)}  JavaScript ${r.jsKb.toFixed(1)} KB gzip <= ${r.jsBudgetKb} KB on ${r.page}`,
      );
  }
}
