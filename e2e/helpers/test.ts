/**
 * Playwright's `test` with the suite's default visitor: a returning one, who has seen the configurator's
 * tutorial ('hasSeenWizard' in localStorage), so specs land on the page they open. The tutorial's own test
 * sets `test.use({ returningVisitor: false })`.
 *
 * An init script rather than the config's storageState: Playwright fills a storageState's localStorage by
 * opening the origin in a page of its own before the test's, about a second of CPU per test on this machine.
 */
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** Marks the tutorial seen in `context` (for a context a test makes itself), unless a page set it otherwise. */
export async function asReturningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('hasSeenWizard') === null) localStorage.setItem('hasSeenWizard', 'true');
    } catch {
      // about:blank and other opaque origins have no localStorage.
    }
  });
}

export const test = base.extend<{ returningVisitor: boolean }>({
  returningVisitor: [true, { option: true }],
  context: async ({ context, returningVisitor }, use) => {
    if (returningVisitor) await asReturningVisitor(context);
    await use(context);
  },
});
