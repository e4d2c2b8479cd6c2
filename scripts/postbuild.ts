// Runs after `next build`: writes the redirect pages and the Netlify/Cloudflare `_redirects`
// into out/, and fails the build if the export lacks its 404 page.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { activeRedirects, redirects } from '../content/redirects';
import { siteUrl } from '../app/_lib/site';
import {
  redirectPageFile,
  renderHeadersFile,
  renderNetlifyRedirects,
  renderRedirectPage,
} from './host-config';

const out = path.resolve(__dirname, '..', 'out');

async function main() {
  if (!existsSync(path.join(out, '404.html'))) {
    throw new Error('out/404.html is missing: the export has no not-found page.');
  }
  const active = activeRedirects();
  for (const redirect of active) {
    const file = path.join(out, redirectPageFile(redirect));
    if (existsSync(file)) throw new Error(`Redirect ${redirect.from} would overwrite ${file}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderRedirectPage(redirect, siteUrl));
  }
  await writeFile(path.join(out, '_redirects'), renderNetlifyRedirects(active));
  await writeFile(
    path.join(out, '_headers'),
    renderHeadersFile(process.env.NEXT_PUBLIC_FORM_ENDPOINT, process.env.NEXT_PUBLIC_APP_URL),
  );
  const waiting = redirects.length - active.length;
  console.log(
    `postbuild: ${active.length} redirect pages written` +
      (waiting ? `; ${waiting} wait for their target page to land` : ''),
  );
  if (!process.env.NEXT_PUBLIC_FORM_ENDPOINT) {
    console.warn(
      'postbuild: warning: NEXT_PUBLIC_FORM_ENDPOINT is not set; forms show an email link instead of sending.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
