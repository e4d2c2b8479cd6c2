// The preview pane as Decap renders it (components/editor/previews.tsx's template, on stub props
// shaped as Decap's): never the last page that parsed, never blank. A campaign page with a broken
// block shows the others and marks it; a new entry nobody has written in shows a calm note, not
// the build's messages; a refused news post shows its problems in the page's frame; and what the
// preview throws is caught, the pane saying so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { parse } from 'yaml';
import { previewData } from '@/scripts/editor-preview-data';
import { previewTemplate, type DecapPreviewProps } from '@/components/editor/previews';
import type { PreviewData } from '@/components/editor/preview-data';
import { editorCollections } from '@/components/editor/config/collections';
import { companyFacts } from '@/content/load/company-facts';

const data = JSON.parse(JSON.stringify(previewData())) as PreviewData;
const Template = previewTemplate(data);
const collections = editorCollections(companyFacts().timeZone);

/** A value as Decap hands it: an Immutable.js Map (get, toJS). */
const immutable = (value: Record<string, unknown>) => ({
  get: (key: string) => {
    const each = value[key];
    return each && typeof each === 'object' && !Array.isArray(each)
      ? immutable(each as Record<string, unknown>)
      : each;
  },
  toJS: () => value,
});

function props(
  collection: string,
  slug: string,
  entryData: Record<string, unknown>,
  newRecord = false,
): DecapPreviewProps {
  const config = collections.find((each) => each.name === collection)!;
  return {
    entry: immutable({ slug, data: entryData, newRecord }),
    collection: immutable(config as unknown as Record<string, unknown>),
    getAsset: () => undefined,
    document,
    window,
  };
}

/** The page markup the pane holds (Decap renders it into its frame). */
const pageIn = (container: HTMLElement) => container.querySelector('[data-preview-page]')!;

const campaign = parse(
  readFileSync(path.join(process.cwd(), 'content/campaigns/nidhi-gold-loan.yml'), 'utf8'),
) as { sections: Record<string, unknown>[] } & Record<string, unknown>;

describe('the preview pane', () => {
  it('shows a campaign page’s other blocks and marks the broken one, with its message', () => {
    const broken = JSON.parse(JSON.stringify(campaign)) as typeof campaign;
    delete (broken.sections[0]!.image as { alt?: string }).alt;
    const { container } = render(<Template {...props('campaigns', 'nidhi-gold-loan', broken)} />);
    const page = pageIn(container);
    const mark = page.querySelector('[data-preview-broken-block="0"]')!;
    expect(mark).toHaveAttribute('role', 'alert');
    expect(mark).toHaveTextContent('Block 1 of 7: Hero');
    expect(mark).toHaveTextContent(
      'Image › Alt text: is empty: describe the image for someone who cannot see it, or tick “Decorative”',
    );
    expect(page.querySelectorAll('main section[id]').length).toBeGreaterThanOrEqual(6);
    expect(page).toHaveTextContent('Does our data stay in India?');
    expect(page.querySelector('form[aria-label="Contact us"]')).not.toBeNull();
  });

  it('shows a new, untouched campaign page calmly: no problem, where its page will show', () => {
    const fresh = { meta: { title: '', description: '' }, indexable: false, sections: [] };
    const { container } = render(<Template {...props('campaigns', '', fresh, true)} />);
    const page = pageIn(container);
    expect(page.querySelector('[data-preview-new-entry]')).toHaveTextContent(
      'its page shows here as you fill in the fields',
    );
    expect(page.querySelector('[role="alert"]:not(form [role="alert"])')).toBeNull();
  });

  it('shows a refused news post’s problems in the page’s frame, never a blank pane', () => {
    const post = { title: 'A post', author: 'sneha', category: 'customers', body: '' };
    const { container } = render(<Template {...props('news', 'a-post', post)} />);
    const problems = pageIn(container).querySelector('[data-preview-page-problems]')!;
    expect(problems).toHaveAttribute('role', 'alert');
    expect(problems).toHaveTextContent('The page shows here once this is fixed');
    expect(problems).toHaveTextContent('is empty: write the text below the fields');
    expect(pageIn(container).querySelector('header')).not.toBeNull();
  });

  it('catches what the preview throws: the pane says so', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const throwing = props('campaigns', 'nidhi-gold-loan', campaign);
      throwing.collection = {
        get: (key: string) => (key === 'name' ? 'campaigns' : undefined),
        toJS: () => {
          throw new Error('collection.toJS is not a function');
        },
      };
      const { container } = render(<Template {...throwing} />);
      expect(container.querySelector('[data-preview-failed]')).toHaveTextContent(
        'The preview could not show this entry (collection.toJS is not a function)',
      );
    } finally {
      error.mockRestore();
    }
  });
});
