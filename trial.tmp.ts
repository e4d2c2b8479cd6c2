import { chromium, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
const dir = process.argv[2]!;
const base = 'http://localhost:3000/admin/index.html';
const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, encoding: 'utf8' });
let n = 0;
const shot = async (page: Page, name: string, full = false) => { await page.screenshot({ path: `/tmp/shots/t${String(++n).padStart(2,'0')}-${name}.png`, fullPage: full }); };
async function choose(page: Page, field: string, option: string) {
  await page.getByLabel(field, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved').waitFor();
  await page.getByRole('button', { name: /Status: Draft/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: /Publish now/ }).click();
  await page.getByText('Entry published').waitFor();
}
async function typeBody(page: Page, text: string, markdown = true) {
  const body = page.getByLabel('markdown field');
  if (markdown) await body.getByRole('switch').click();
  await body.getByRole('textbox').click();
  await page.keyboard.type(text);
}
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(20000);
  page.on('dialog', (d) => { console.log('dialog:', d.message()); d.accept(); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base);
  await shot(page, 'login');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'News', exact: true }).waitFor();
  await shot(page, 'news-list');
  const waitCommit = async (re: RegExp) => { for (let i = 0; i < 100; i++) { const l = git('log', '--oneline', '-1'); if (re.test(l)) return l; await page.waitForTimeout(200); } throw new Error('no commit ' + re); };
  const which = process.argv[3];
  if (which === 'careers') {
    await page.getByRole('link', { name: 'Job openings', exact: true }).click();
    await page.getByRole('link', { name: 'Create entry of type Job opening' }).click();
    await page.getByLabel('Role', { exact: true }).fill('Senior Loan Systems Analyst');
    await page.getByLabel('Team', { exact: true }).fill('Implementation');
    await choose(page, 'Employment type', 'Full Time');
    await choose(page, 'Workplace', 'Hybrid');
    await page.getByLabel('Location', { exact: true }).fill('Kochi, India');
    await page.getByLabel('Country code', { exact: true }).fill('IN');
    await page.getByLabel('Experience', { exact: true }).fill('5+ years in lending operations');
    await choose(page, 'Currency', 'INR');
    await page.getByLabel('From', { exact: true }).fill('1200000');
    await page.getByLabel('To', { exact: true }).fill('1800000');
    await page.getByLabel('Excerpt', { exact: true }).fill('Map a lender\'s loan products onto Finorbit and lead the configuration workshops with their credit and operations teams.');
    await page.getByLabel('Posted on', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Apply by', { exact: true }).fill('2027-01-31');
    await shot(page, 'careers-filled', true);
    console.log(await page.getByLabel('markdown field').getByRole('textbox').innerText());
  } else if (which === 'help') {
    await page.getByRole('link', { name: 'Help articles', exact: true }).click();
    await page.getByRole('link', { name: 'Create entry of type Help article' }).click();
    await page.getByLabel('Title', { exact: true }).fill('How do I reverse a wrongly posted EMI?');
    await choose(page, 'Topic', 'Payments Query');
    await page.getByLabel('Excerpt', { exact: true }).fill('Reverse an EMI posted to the wrong loan account and post it again, with the audit trail intact.');
    await page.getByLabel('Last reviewed', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Related articles (optional)', { exact: true }).click();
    await page.getByRole('option').first().click();
    await typeBody(page, 'Reversals keep the audit trail.\n\n1. Open the loan account.\n2. Choose Reverse on the EMI.\n3. Post it to the right account.');
    await shot(page, 'help-filled', true);
  }
  await publish(page);
  console.log('created:', await waitCommit(/Create/));
  await shot(page, which + '-published');
  await page.getByLabel('Excerpt', { exact: true }).fill('Edited through the editor: the excerpt of this trial item changed and went through the workflow.');
  await publish(page);
  console.log('edited:', await waitCommit(/Update/));
  const files = git('show', '--name-only', '--format=', 'HEAD').trim();
  console.log(files, '\n', git('show', `main:${files}`));
  await page.getByRole('button', { name: /Delete published entry/ }).click();
  console.log('deleted:', await waitCommit(/Delete/));
  await shot(page, which + '-after-delete');
  await browser.close();
})().catch(async (e) => { console.error(e); process.exit(1); });
