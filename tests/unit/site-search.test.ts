/**
 * @jest-environment node
 */
// What the site search indexes and as what (lib/from-content/search-pages.ts), and how a Pagefind
// excerpt becomes text (lib/pagefind-search.ts). The search itself runs on the real index of the built
// site in tests/e2e/search.spec.ts.
import { excerptParts } from '@/lib/pagefind-search';
import { searchKindOf } from '@/lib/from-content/search-pages';
import { routes } from '@/content/routes';

describe('the pages the site search covers', () => {
  it('indexes every indexable page by kind, and no listing page or unindexed page', () => {
    expect(searchKindOf('/help-center/nach-mandate-setup/')).toBe('help');
    expect(searchKindOf('/news/securitization-pool-tagging/')).toBe('news');
    expect(searchKindOf('/career/senior-backend-developer/')).toBe('jobs');
    expect(searchKindOf('/products/')).toBe('pages');
    expect(searchKindOf('/news/page/2/')).toBeUndefined();
    expect(searchKindOf('/news/category/sales/')).toBeUndefined();
    expect(searchKindOf('/home-two/')).toBeUndefined();
    expect(searchKindOf('/login/')).toBeUndefined();
    for (const route of routes()) {
      const kind = searchKindOf(route.path);
      if (!route.indexable) expect(kind).toBeUndefined();
      if (route.collection) expect(kind).toBeDefined();
    }
  });
});

describe('a Pagefind excerpt', () => {
  it('becomes text with the matches marked, never markup', () => {
    expect(
      excerptParts('Retry the <mark>payout</mark> when the &lt;b&gt; bank &amp; UPI say so'),
    ).toEqual([
      { text: 'Retry the ', mark: false },
      { text: 'payout', mark: true },
      { text: ' when the <b> bank & UPI say so', mark: false },
    ]);
  });
});
