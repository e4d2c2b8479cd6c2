// Every page of an export as a visitor reaches it: `x/index.html` → `/x/`, `404.html` → `/404.html`.
// Left out: the redirect stubs (a meta refresh to another page, which is swept itself) and the
// content editor (admin/, an app for editors, not a page of the site).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function exportedPages(root = 'out'): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .filter(
      (file) => !/<meta http-equiv="refresh"/i.test(readFileSync(path.join(root, file), 'utf8')),
    )
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();
}
