/**
 * @jest-environment node
 */
import { buildHelpIndex, normalize, queryTerms, searchHelp } from '@/lib/help-search';
import { helpArticles, helpTopics } from '@/content/shared/help-articles';
import { GET } from '@/app/help-center/search-index.json/route';

const index = buildHelpIndex(helpArticles);
const titles = (query: string) => searchHelp(index, query).map((hit) => hit.title);

describe('help-center search', () => {
  it('finds an article by a word of its title', () => {
    expect(titles('NACH')[0]).toBe('Setting up NACH and eNACH mandates end to end');
  });

  it('finds an article by a word that is only in its body', () => {
    // "dormant" is in the disbursement article's body, not its title or excerpt.
    const article = helpArticles.find((entry) => entry.slug === 'imps-neft-disbursement-failed')!;
    expect(`${article.title} ${article.excerpt}`.toLowerCase()).not.toContain('dormant');
    expect(titles('dormant')).toEqual([article.title]);
    expect(titles('penny drop')).toContain(article.title);
  });

  it('is case- and accent-insensitive and ignores punctuation', () => {
    const expected = titles('upi settlement');
    expect(expected).toContain('Why a UPI collection is missing from today’s settlement');
    expect(titles('UPI SETTLEMENT')).toEqual(expected);
    expect(titles('ÙPÎ, séttlement!')).toEqual(expected);
    expect(normalize('Crédit Appraisal')).toBe('credit appraisal');
  });

  it('matches the start of words and needs every word of the query', () => {
    expect(titles('mandat')).toContain('Setting up NACH and eNACH mandates end to end');
    expect(titles('gold auction')).toEqual(['Configuring a gold loan scheme and its LTV']);
    expect(titles('gold quantum-physics')).toEqual([]);
  });

  it('ranks title matches before body matches', () => {
    const hits = titles('branch');
    expect(hits[0]).toBe('Onboarding a new branch in the core banking system');
    expect(hits.length).toBeGreaterThan(2);
  });

  it('reports no match and treats an empty query as nothing to search', () => {
    expect(titles('cryptocurrency')).toEqual([]);
    expect(queryTerms('   ')).toEqual([]);
    expect(queryTerms('?!')).toEqual([]);
    expect(titles('')).toEqual([]);
  });

  it('serves the index as static JSON with every article', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { slug: string; href: string; text: string }[];
    expect(body).toHaveLength(helpArticles.length);
    expect(body.map((entry) => entry.href)).toEqual(
      helpArticles.map((article) => `/help-center/${article.slug}/`),
    );
    expect(body[0]!.text).toBe(index[0]!.text);
  });

  it('has articles under every topic and unique slugs', () => {
    for (const topic of helpTopics) {
      expect(helpArticles.filter((article) => article.category === topic).length).toBeGreaterThan(
        1,
      );
    }
    const slugs = helpArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
