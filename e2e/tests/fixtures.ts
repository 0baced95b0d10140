import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA rules; a serious or critical violation fails the journey. */
async function expectNoSeriousA11yViolations(page: Page) {
  // Contrast is judged on what is painted: a dialog still fading in is half transparent. Finite
  // transitions end first; endless ones (a spinner) are left running.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** What the shop's error boundary logs when a screen throws while rendering (apps/web/src/app/route-error.tsx). */
const SCREEN_FAILED = 'A screen failed';

/**
 * `axe.check()` checks the test's page; a journey over a second browser context passes that page.
 * `screenFailures` is automatic: a journey fails when any screen of its page threw, even if the journey
 * itself only looked at the address bar.
 */
export const test = base.extend<{
  axe: { check: (other?: Page) => Promise<void> };
  screenFailures: undefined;
}>({
  axe: async ({ page }, use) => {
    await use({ check: (other) => expectNoSeriousA11yViolations(other ?? page) });
  },
  screenFailures: [
    async ({ page }, use) => {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(SCREEN_FAILED)) {
          failures.push(`${page.url()}: ${message.text().split('\n')[0]}`);
        }
      });
      await use(undefined);
      expect(failures, 'screens that threw').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
