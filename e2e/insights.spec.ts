/**
 * Inzicht (issue 28) on desktop and phone: the page opens with figures set up through the API, the charts draw,
 * a period switch changes the figures, 'Exporteer CSV' gives a CSV that parses, and axe finds nothing serious.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { asReturningVisitor, expect, test, type APIRequestContext } from './helpers/test';
import { apiLogin, loggedInPage } from './helpers/session';

/** A lead for organisation 3 through its dealer token, as a visitor sends it; answers its id. */
async function sendLead(request: APIRequestContext, tag: string): Promise<number> {
  const answer = await request.post('/api/v1/quote/consumer', {
    data: {
      createLead: true, dealerToken: 'groenevinger-7f3a',
      configuration: { selectedHouse: 1015, walls: [{ spaceId: 1, fill: 'both', product: 2002 }] },
      client: {
        firstName: 'Iris', lastName: 'Inzicht', street: 'Lindelaan', houseNumber: '8', postalCode: '3512 JK', city: 'Utrecht',
        telephone: '06-87654321', email: `iris.${tag}.${Date.now()}@voorbeeld.nl`,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json() as { id: number }).id;
}

/** RFC 4180 fields of each row (quoted fields may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text.trimEnd().split('\r\n').map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)]
    .map((m) => (m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1])));
}

test('Inzicht: opens, draws its charts, switches period, exports a CSV that parses, passes axe', async ({ browser, request, baseURL }, info) => {
  const manager = await apiLogin(request, 'manager@groenevinger.example');
  const headers = { Authorization: `Bearer ${manager.idToken}` };
  const first = await sendLead(request, `${info.project.name}-a`);
  await sendLead(request, `${info.project.name}-b`);
  const taken = await request.put(`/api/v1/quote/${first}`, { headers, data: { status: 'LEAD_IN_TREATMENT' } });
  expect(taken.status()).toBe(200);
  const figures = await (await request.get('/api/v1/insights?weeks=13', { headers })).json();
  expect(figures.funnel.leads).toBeGreaterThanOrEqual(2);
  expect(figures.funnel.inTreatment).toBeGreaterThanOrEqual(1);

  // A visitor opens organisation 3's example by its design code: the configurator records a view.
  const visitor = await browser.newContext();
  await asReturningVisitor(visitor);
  const visitorPage = await visitor.newPage();
  const viewed = visitorPage.waitForResponse((response) => /\/api\/v1\/example\/\d+\/view$/.test(response.url()));
  await visitorPage.goto(`${baseURL}/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/63058`);
  expect((await viewed).status()).toBe(200);
  await visitor.close();
  const withView = await (await request.get('/api/v1/insights?weeks=13', { headers })).json() as { examples: { title: string; views: number }[] };
  expect(withView.examples.find((example) => example.title.startsWith('Berging met overdekt terras'))?.views).toBeGreaterThanOrEqual(1);

  const page = await loggedInPage(browser, request, baseURL!, 'manager@groenevinger.example', info.project.name === 'phone');
  await page.goto('/inzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Inzicht' })).toBeVisible();
  const leads = page.getByTestId('insights-leads');
  // Drawn: the stacked bars of this week, and the funnel's bars.
  await expect(leads.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('insights-funnel').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(leads.getByTestId('insights-leads-table').locator('tbody tr')).toHaveCount(13);
  await expect(page.getByTestId('insights-funnel-table').getByRole('row', { name: /^Leads/ })).toContainText(String(figures.funnel.leads));

  // Another period: other weeks, another range.
  const intro = await page.getByTestId('insights-intro').textContent();
  await page.getByRole('radio', { name: '4 weken' }).click();
  await expect(leads.getByTestId('insights-leads-table').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('insights-intro')).not.toHaveText(intro ?? '');
  await page.getByRole('radio', { name: '52 weken' }).click();
  await expect(leads.getByTestId('insights-leads-table').locator('tbody tr')).toHaveCount(52);

  // Examples by name, with their views beside AR exports and leads.
  const examples = page.getByTestId('insights-examples');
  await expect(examples.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(examples).toContainText('Berging met overdekt terras');

  // The table toggle shows the chart's numbers.
  await leads.getByRole('button', { name: 'Toon cijfers als tabel' }).click();
  await expect(leads.getByTestId('insights-leads-table')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('insights-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^inzicht-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual(['blok', 'onderdeel', 'kenmerk', 'waarde']);
  expect(rows.every((row) => row.length === 4)).toBe(true);
  const funnelLeads = rows.find((row) => row[0] === 'Trechter' && row[1] === 'Leads');
  expect(Number(funnelLeads?.[3])).toBeGreaterThanOrEqual(figures.funnel.leads);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
});
