import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA rules; a serious or critical violation fails the journey. */
async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** `check()` checks the test's page; a journey over a second browser context passes that page. */
export const test = base.extend<{ axe: { check: (other?: Page) => Promise<void> } }>({
  axe: async ({ page }, use) => {
    await use({ check: (other) => expectNoSeriousA11yViolations(other ?? page) });
  },
});

export { expect };
