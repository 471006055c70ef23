/**
 * Accessibility (issue 13 §6, started): axe-core (@axe-core/playwright) on the built app under the real
 * content security policy; no serious or critical violation on the pages covered here. The violation count
 * per page is attached to the test report.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages: [string, string][] = [
  ['landing', '/'],
  ['login', '/inloggen'],
  ['help', '/help'],
  ['category step', '/3d-configurator-zelf-ontwerpen-samenstellen/kies'],
  ['size step', '/huis'],
  ['configurator', '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015'],
];

for (const [name, path] of pages) {
  test(`axe: ${name} has no serious or critical violations`, async ({ page }, info) => {
    const violations: string[] = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(`CSP: ${message.text()}`); });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), null, 2), contentType: 'application/json' });
    expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
    expect(violations).toEqual([]);
  });
}
