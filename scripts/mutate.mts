/**
 * `npm run mutate [area…]`: mutation testing with StrykerJS and the jest runner, one area after another, each with
 * only the jest project that tests it (two shells may each run an area: each takes a core and a temp folder of its
 * own). Prints each area's mutation score; the reports are in reports/mutation/<area>.html. Not part of `npm test`: it takes tens of minutes.
 * `npm run mutate -- admin-csv` runs one area; MUTATE_FILES=<glob> narrows an area to some of its files.
 */
import { Stryker } from '@stryker-mutator/core';

type PartialStrykerOptions = NonNullable<ConstructorParameters<typeof Stryker>[0]>;
type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

interface Area {
  name: string;
  /** The jest project (folder) whose tests exercise it. */
  project: string;
  mutate: string[];
}

const notTests = ['!**/*.test.{ts,tsx}', '!**/testing.ts', '!**/testing/**'];

/**
 * Tests that set their own environment in a docblock (the host's prerender test runs with no window, as the build
 * does): Stryker's per-test coverage reaches only the project's configured environment and its dry run refuses
 * them, so mutation runs leave them out. What they test is build-time code no area mutates.
 */
const OWN_ENVIRONMENT_TESTS = ['/node_modules/', '<rootDir>/test/prerender\\.test\\.tsx$'];

const AREAS: Area[] = [
  { name: 'shared', project: 'shared', mutate: ['shared/src/**/*.{ts,tsx}'] },
  { name: 'supabase-rest', project: 'supabase', mutate: ['supabase/src/rest/**/*.ts'] },
  { name: 'supabase-auth', project: 'supabase', mutate: ['supabase/src/auth/**/*.ts'] },
  { name: 'admin-api', project: 'remote-admin', mutate: ['remote-admin/src/api/**/*.ts'] },
  { name: 'admin-csv', project: 'remote-admin', mutate: ['remote-admin/src/csv/**/*.ts'] },
  { name: 'engagement-api', project: 'remote-engagement', mutate: ['remote-engagement/src/api/**/*.ts'] },
  { name: 'host-api', project: 'host', mutate: ['host/src/api/**/*.ts'] },
];

function options(area: Area): PartialStrykerOptions {
  const only = process.env.MUTATE_FILES;
  return {
    testRunner: 'jest',
    plugins: ['@stryker-mutator/jest-runner'],
    // The area's own jest project config, run in Stryker's copy of the repo (its rootDir is that copy's folder).
    // Instrumented code on two shared cores is slow: a test gets 30 s, not jest's 5.
    jest: { projectType: 'custom', configFile: `${area.project}/jest.config.mjs`, config: { testTimeout: 30_000, testPathIgnorePatterns: OWN_ENVIRONMENT_TESTS }, enableFindRelatedTests: true },
    coverageAnalysis: 'perTest',
    // A mutant in module-level code (a constant, a regex) is covered by every test: each would rerun the whole
    // project (hours for the backend's). Left out, and counted as ignored, not as killed.
    ignoreStatic: true,
    mutate: [...(only ? [only] : area.mutate), ...notTests],
    concurrency: 1,
    // On top of 1.5 × the tests' own time: a mutant that loops (a pager that never ends) is a timeout, counted as
    // killed, and each one costs this long.
    timeoutMS: 10_000,
    // progress-append-only prints a line with the estimate every ten seconds: an area runs for up to hours
    // (the backend's: every test that covers a mutant starts a backend).
    reporters: ['clear-text', 'html', 'json', 'progress-append-only'],
    htmlReporter: { fileName: `reports/mutation/${area.name}.html` },
    jsonReporter: { fileName: `reports/mutation/${area.name}.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    // One folder per area, so two areas can run side by side in one checkout (each takes a core).
    tempDirName: `.stryker-tmp/${area.name}`,
    cleanTempDir: 'always',
    ignorePatterns: ['**/dist', 'bench/.work', 'test-results', '.tmp', 'supabase/.data', 'reports', '.stryker-tmp'],
    logLevel: 'warn' as PartialStrykerOptions['logLevel'],
  };
}

/** Killed or timed out, over every mutant that ran (what Stryker calls the score "of covered and uncovered code"). */
function score(results: MutantResult[]): { score: number; killed: number; survived: number; noCoverage: number; total: number } {
  const counted = results.filter((r) => r.status !== 'Ignored' && r.status !== 'CompileError' && r.status !== 'RuntimeError');
  const killed = counted.filter((r) => r.status === 'Killed' || r.status === 'Timeout').length;
  return {
    score: counted.length === 0 ? Number.NaN : (100 * killed) / counted.length,
    killed,
    survived: counted.filter((r) => r.status === 'Survived').length,
    noCoverage: counted.filter((r) => r.status === 'NoCoverage').length,
    total: counted.length,
  };
}

async function main() {
  const names = process.argv.slice(2);
  const areas = names.length === 0 ? AREAS : names.map((name) => {
    const area = AREAS.find((a) => a.name === name);
    if (!area) throw new Error(`Unknown area "${name}" (use ${AREAS.map((a) => a.name).join(', ')})`);
    return area;
  });
  const lines: string[] = [];
  for (const area of areas) {
    const started = performance.now();
    console.log(`\nmutate: ${area.name} (${area.mutate.join(', ')}) with the ${area.project} tests…`);
    const s = score(await new Stryker(options(area)).runMutationTest());
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    lines.push(`${area.name.padEnd(16)} ${s.score.toFixed(1).padStart(5)} %  killed ${s.killed}/${s.total}, survived ${s.survived}, no coverage ${s.noCoverage}  (${minutes} min)`);
  }
  console.log(`\nMutation scores:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
