/**
 * `npm run check:js` (part of `npm run check`): builds the storefront's client into its own folder (a running
 * shop keeps its build), weighs what each page of the route table loads on a first visit and what each part
 * loaded on first use adds (scripts/js-weight.ts), and fails when one is over its budget
 * (apps/web/js-budgets.ts). Prints every page's figure beside its budget, heaviest share first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_ROUTE_BUDGET, LAZY_BUDGETS, routeBudget } from '../apps/web/js-budgets.ts';
import { ClientBuild } from './js-weight.ts';

export interface BudgetLine {
  what: string;
  kb: number;
  budget: number;
}

/** Every leaf route and every budgeted part loaded on first use, with its figure and budget. */
export function judge(
  build: ClientBuild,
  budgetOf: (routeId: string) => number = routeBudget,
  lazy: typeof LAZY_BUDGETS = LAZY_BUDGETS,
): BudgetLine[] {
  const lines = build
    .leafRouteIds()
    .map((id) => ({ what: id, kb: build.routeIdJs(id).kb, budget: budgetOf(id) }));
  for (const part of lazy) {
    const added = build.lazyJs(part.source, part.onPath);
    // A budgeted part that is no longer a chunk of its own (renamed, or imported statically) is a failure:
    // its weight would go unchecked.
    lines.push({
      what: `${part.source} (on first use, on ${part.onPath})`,
      kb: added?.kb ?? Number.POSITIVE_INFINITY,
      budget: part.kb,
    });
  }
  return lines;
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const web = path.join(root, 'apps/web');
  const out = path.join(root, 'node_modules/.cache/shop-js-budgets');
  fs.rmSync(out, { recursive: true, force: true });
  const run = spawnSync(path.join(web, 'node_modules/.bin/react-router'), ['build'], {
    cwd: web,
    env: { ...process.env, WEB_BUILD_OUT: out, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`web build failed:\n${run.stdout}${run.stderr}`);
  const lines = judge(new ClientBuild(out)).sort((a, b) => b.kb / b.budget - a.kb / a.budget);
  const over = lines.filter((l) => !(l.kb <= l.budget));
  // The pages and parts with a budget of their own, and any page over the default one.
  const shown = lines.filter((l) => l.budget !== DEFAULT_ROUTE_BUDGET || !(l.kb <= l.budget));
  const rest = lines.filter((l) => !shown.includes(l));
  const w = Math.max(...shown.map((l) => l.what.length)) + 2;
  console.log(`JavaScript a first visit loads, KB gzip (budgets: apps/web/js-budgets.ts)\n`);
  for (const l of shown) {
    const kb = Number.isFinite(l.kb) ? l.kb.toFixed(1) : 'no chunk';
    console.log(`${l.kb <= l.budget ? 'ok  ' : 'OVER'}  ${l.what.padEnd(w)}${kb.padStart(7)} / ${l.budget}`);
  }
  if (rest.length > 0)
    console.log(
      `ok    ${rest.length} other pages within ${DEFAULT_ROUTE_BUDGET} (heaviest: ${rest[0]!.what}, ${rest[0]!.kb.toFixed(1)})`,
    );
  if (over.length > 0) {
    console.error(
      `\n${over.length} over budget: load what is not needed at first paint on first use (npm run report:bundle shows where the weight comes from), or raise the budget with the reason.`,
    );
    process.exit(1);
  }
  console.log(`\nall ${lines.length} within budget`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
