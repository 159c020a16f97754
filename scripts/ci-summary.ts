// Sums the JSON reports of the test suites into one closing line: "N passed, N failed".
// Usage: tsx scripts/ci-summary.ts <label>=<report.json> ...  (vitest or Playwright JSON).
// Exits 1 when a test failed.
import { existsSync, readFileSync } from 'node:fs';

interface Counts { passed: number; failed: number; note?: string; seconds?: number }

interface VitestReport {
  startTime: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ status: string; endTime: number; assertionResults: Array<{ status: string }> }>;
}
interface PlaywrightResult { status: string; duration: number; error?: { message?: string } }
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; file: string; tests: Array<{ status: string; results?: PlaywrightResult[] }> }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  errors?: unknown[];
  suites?: PlaywrightSuite[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function vitestCounts(report: VitestReport): Counts {
  // A file that fails to load has no failed tests of its own: count it as one failure.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
  const end = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime ?? 0));
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, note: brokenFiles ? plural(brokenFiles, 'file') + ' failed to run' : undefined, seconds: (end - report.startTime) / 1000 };
}

function playwrightCounts(report: PlaywrightReport): Counts {
  // Flaky tests passed on a retry; errors outside tests (web server, global setup) are failures.
  const { expected, unexpected, flaky } = report.stats;
  const errors = report.errors?.length ?? 0;
  const notes = [flaky && `${flaky} flaky`, errors && `${plural(errors, 'error')} outside tests`].filter(Boolean);
  // Name them, so the closing lines alone tell which test to look at.
  for (const [status, title, why] of unsettledTests(report.suites ?? [])) console.log(`  e2e ${status}: ${title}${why}`);
  const slowest = allTests(report.suites ?? []).sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`  e2e slowest: ${slowest.map(([title, ms]) => `${title} ${Math.round(ms / 1000)} s`).join('; ')}`);
  return { passed: expected + flaky, failed: unexpected + errors, note: notes.join(', ') || undefined, seconds: report.stats.duration / 1000 };
}

// Each failed try: its time and the first lines of its error, so the closing lines say why.
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const tries = (results: PlaywrightResult[] = []) => results.filter((result) => result.status !== 'passed' && result.status !== 'skipped')
  .map((result) => `\n      ${result.status} after ${Math.round(result.duration / 1000)} s: ${plain(result.error?.message ?? '').split('\n').filter(Boolean).slice(0, 4).join(' | ').slice(0, 400)}`).join('');

function unsettledTests(suites: PlaywrightSuite[], path: string[] = []): Array<[string, string, string]> {
  return suites.flatMap((suite) => {
    const here = suite.file && !path.length ? [suite.file] : [...path, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'unexpected' || test.status === 'flaky').map((test): [string, string, string] => [test.status === 'flaky' ? 'flaky' : 'failed', [...here, spec.title].join(' › '), tries(test.results)]));
    return [...own, ...unsettledTests(suite.suites ?? [], here)];
  });
}

function allTests(suites: PlaywrightSuite[]): Array<[string, number]> {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec): [string, number] => [`${spec.file} › ${spec.title}`, spec.tests.flatMap((test) => test.results ?? []).reduce((sum, result) => sum + result.duration, 0)]),
    ...allTests(suite.suites ?? []),
  ]);
}

function countsOf(path: string): Counts | undefined {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return 'stats' in report ? playwrightCounts(report) : vitestCounts(report);
}

const total: Counts = { passed: 0, failed: 0 };
for (const argument of process.argv.slice(2)) {
  const [label, path] = argument.includes('=') ? argument.split('=', 2) : [argument, argument];
  let counts: Counts | undefined;
  try {
    counts = countsOf(path);
  } catch (error) {
    counts = { passed: 0, failed: 1, note: `unreadable report: ${String(error)}` };
  }
  if (!counts) {
    console.log(`  ${label.padEnd(14)} not run`);
    continue;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  const took = counts.seconds === undefined ? '' : `  [${Math.round(counts.seconds)} s]`;
  console.log(`  ${label.padEnd(14)} ${counts.passed} passed, ${counts.failed} failed${counts.note ? `  (${counts.note})` : ''}${took}`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed ? 1 : 0;
