// Watches a page for Content-Security-Policy violations and requests to third parties.
import type { Page } from '@playwright/test';

/** Collects CSP violations and any request that leaves the local server. */
export async function watch(page: Page) {
  const violations: string[] = [];
  const thirdParty: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  return { violations, thirdParty };
}
