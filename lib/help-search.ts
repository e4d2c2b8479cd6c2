// Help-center search: the build writes a small index of every article (app/help-center/
// search-index.json) and the browser searches it, so search works on a static host.
import type { HelpArticleSummary } from '@/content/types';

export type HelpIndexEntry = HelpArticleSummary & {
  /** Title, excerpt, topic and answer text, normalised once at build time. */
  text: string;
};

/** Lower case without accents or punctuation, so "NÀCH" and "nach," match "NACH". */
export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a query, normalised; empty when the query has nothing to search for. */
export function queryTerms(query: string): string[] {
  return normalize(query).split(' ').filter(Boolean);
}

/** An article with its body's plain text (content/collections/markdown.ts). */
type Indexable = HelpArticleSummary & { body: { text: string } };

export function buildHelpIndex(articles: Indexable[]): HelpIndexEntry[] {
  return articles.map(({ slug, title, excerpt, category, href, body }) => ({
    slug,
    title,
    excerpt,
    category,
    href,
    text: ` ${normalize([title, excerpt, category, body.text].join(' '))} `,
  }));
}

/**
 * Articles containing every word of the query (a word may be the start of a longer one:
 * "mandat" finds "mandates"); title matches rank first.
 */
export function searchHelp(index: HelpIndexEntry[], query: string): HelpIndexEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return index
    .map((entry, order) => {
      const title = ` ${normalize(entry.title)}`;
      let score = 0;
      for (const term of terms) {
        if (!entry.text.includes(` ${term}`)) return null;
        score += title.includes(` ${term}`) ? 3 : 1;
      }
      return { entry, score, order };
    })
    .filter((hit): hit is { entry: HelpIndexEntry; score: number; order: number } => hit !== null)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((hit) => hit.entry);
}
