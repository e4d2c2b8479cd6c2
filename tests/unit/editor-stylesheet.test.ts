/** @jest-environment node */
// The content editor's page and its own stylesheet (components/editor/editor.css), and how
// `npm run cms` and `next dev` serve it (issue 54, item 6: tests/unit/editor-defects.test.tsx has
// the rest). Every Decap component the sheet names must still carry that label in the Decap
// bundled, or the rule would silently match nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editorCss, editorPage } from '@/scripts/cms-assets';

const root = process.cwd();
const stylesheet = readFileSync(path.join(root, 'components/editor', editorCss), 'utf8');
/** The stylesheet's rules, comments aside, whitespace as single spaces. */
const rules = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');

describe('`npm run cms` on a fresh clone (3)', () => {
  it('writes the font CSS the editor’s sheet imports before it bundles the editor', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const steps = scripts.cms!.split('&&').map((step) => step.trim());
    const fonts = steps.indexOf('npm run fonts');
    const assets = steps.indexOf('tsx scripts/cms-assets.ts');
    expect(fonts).toBeGreaterThanOrEqual(0);
    expect(assets).toBeGreaterThan(fonts);
    // What the editor's bundle of the site's sheets imports: styles/fonts/, which `npm run fonts`
    // writes (ignored by git, so a fresh clone has none).
    expect(readFileSync(path.join(root, 'styles/_tokens.scss'), 'utf8')).toContain(
      "@import 'fonts/stacks';",
    );
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toContain('styles/fonts/');
  });
});

describe('/admin/ under the dev server (4)', () => {
  const rewrites = (phase: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { default: config } = await import(${JSON.stringify(path.join(root, 'next.config.mjs'))});
           const made = config(${JSON.stringify(phase)});
           console.log(JSON.stringify({ output: made.output, rewrites: made.rewrites ? await made.rewrites() : null }));`,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    ) as { output: string; rewrites: unknown };

  it('`next dev` answers /admin/ with the editor’s page; the export is unchanged', () => {
    expect(rewrites('phase-development-server')).toEqual({
      output: 'export',
      rewrites: [{ source: '/admin/', destination: '/admin/index.html' }],
    });
    expect(rewrites('phase-production-build')).toEqual({ output: 'export', rewrites: null });
  });
});

describe('the editor’s own stylesheet (7, 8)', () => {
  it('is linked by the editor’s page', () => {
    expect(editorPage()).toContain(`<link rel="stylesheet" href="/admin/${editorCss}">`);
  });

  it('sets Decap’s view buttons side by side in a strip the preview’s bar leaves free', () => {
    expect(rules).toMatch(/html \[class\*='-ViewControls'\] \{ display: flex;/);
    expect(rules).toMatch(/\[data-preview-bar-slot\] \{ min-height: 40px; padding-right: 84px; \}/);
  });

  it('leaves an empty date field empty in WebKit', () => {
    for (const type of ['date', 'datetime-local'])
      expect(rules).toContain(`input[type='${type}'][value='']:not(:focus)::-webkit-datetime-edit`);
    expect(rules).toMatch(/::-webkit-datetime-edit \{ opacity: 0; \}/);
  });

  it('names only components the bundled Decap still labels so', () => {
    const labels = [...new Set([...stylesheet.matchAll(/\[class\*='-(\w+)'\]/g)].map((m) => m[1]))];
    expect(labels.length).toBeGreaterThanOrEqual(6);
    const decap = path.join(
      root,
      'node_modules/decap-cms-app/node_modules/decap-cms-core/dist/esm/components/Editor',
    );
    const sources = ['EditorToolbar.js', 'EditorInterface.js']
      .map((file) => readFileSync(path.join(decap, file), 'utf8'))
      .join('\n');
    for (const label of labels) expect(sources).toContain(`label: "${label}"`);
  });
});
