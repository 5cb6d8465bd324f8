import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { expect, test } from '../fixtures';
import { recordScripts } from '../lib/record-scripts';

/**
 * docs/decisions/055-scripts-compiled-as-they-arrive.md: every script a page runs to take itself over opens with
 * V8's explicit compile hint, so Chromium compiles it while it streams in instead of function by function inside
 * the takeover's tasks. The start gate, which runs at load and mostly waits, is left as it is.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';
const GATE = /\/gate\.[0-9a-f]{10}\.js$/;

test("every script a page takes itself over with asks to be compiled as it arrives; the start gate does not", async ({ page }) => {
  const scripts = recordScripts(page);
  const pages: Array<[string, RegExp]> = [
    ['/', /Explore by genre/i],
    ['/destinations/asia', /^Asia$/],
    ['/auth', /^Sign in to Wanderpages$/],
  ];
  for (const [path, heading] of pages) {
    scripts.clear();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
    await page.waitForLoadState('networkidle');
    const bodies = [...(await scripts.bodies())];
    const ran = bodies.filter(([url]) => !GATE.test(url));
    // The host's entry and singletons, and at least one remote's entry and page chunks.
    expect(ran.length, `scripts run on ${path}`).toBeGreaterThanOrEqual(4);
    expect(ran.filter(([, body]) => !body.startsWith(HINT)).map(([url]) => url), `scripts on ${path} without the hint`).toEqual([]);
    const gate = bodies.filter(([url]) => GATE.test(url));
    expect(gate, `the gate on ${path}`).toHaveLength(1);
    expect(gate[0]![1].startsWith('//'), 'the gate opens with code').toBe(false);
  }
});

test("a hinted script's source map still leads to its source: the hint's line is counted", async ({ page, request }) => {
  const scripts = recordScripts(page);
  await page.goto('/destinations/asia');
  await page.keyboard.press('Tab');
  await expect(page.locator('#root')).toHaveAttribute('data-takeover', 'hydrated');
  await page.waitForLoadState('networkidle');
  // A message only the federation's bundler runtime holds, in the host's entry; and a place's description in the
  // catalogue's data, in one of the remote's chunks.
  for (const text of ['initOptions is required!', 'White villages on a volcanic caldera']) {
    const found = [...(await scripts.bodies())].find(([, body]) => body.includes(text));
    expect(found, `a script holding "${text}"`).toBeDefined();
    const [url, body] = found!;
    const map = await request.get(`${url}.map`);
    expect(map.ok(), `${url}.map`).toBe(true);
    const trace = new TraceMap(await map.text());
    const before = body.slice(0, body.indexOf(text)).split('\n');
    const position = originalPositionFor(trace, { line: before.length, column: before.at(-1)!.length });
    expect(position.source, `where ${url} maps "${text}"`).not.toBeNull();
    const source = trace.sourcesContent?.[trace.resolvedSources.indexOf(position.source!)] ?? '';
    expect(source.split('\n')[position.line! - 1], `the line ${position.source}:${position.line} names`).toContain(text.slice(0, 20));
  }
});
