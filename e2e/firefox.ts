/**
 * How the e2e suite starts Firefox: Debian's `firefox-esr` (or FIREFOX_PATH), driven over WebDriver BiDi by
 * puppeteer-core. Playwright's own Firefox is a patched build the suite cannot download, and its BiDi channel needs
 * commands ESR does not have yet (`emulation.setMediaFeaturesOverride`: measured with ESR 153).
 */
import puppeteer, { type Browser } from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** `prefs`: Firefox settings a reader might have chosen (about:config names), on top of the quiet ones. */
export function launchFirefox(prefs: Record<string, string | number | boolean> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A closed network: nothing to update, report or fetch in the background.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      ...prefs,
    },
  });
}
