// The news feeds: /news/feed.xml (RSS 2.0) and /news/feed.json (JSON Feed 1.1), where the news
// descriptor says (content/collections/news.ts `feeds`), the newest NEWS_FEED_SIZE articles with
// absolute links, written at build by app/(site)/news/feed.*/route.ts and announced by
// <link rel="alternate"> on every news page (pageMetadata in lib/from-content/seo.ts, from the descriptors). feedsmith
// writes both formats (escaping, RFC 822 / RFC 3339 dates, the JSON Feed version).
import { generateJsonFeed, generateRssFeed } from 'feedsmith';
import { newsArticles, type NewsArticle } from '@/content/load/news-posts';
import { companyFacts } from '@/content/load/company-facts';
import { newsCollection } from '@/content/collections/news';
import { absoluteUrl } from '@/lib/site';

export const NEWS_FEED_SIZE = 20;

/** The two feeds: where each is served, its type and its title (named after the company). */
export function newsFeeds() {
  const { name } = companyFacts();
  const [rss, json] = newsCollection.feeds;
  return {
    rss: { ...rss, title: `${name} ${rss.title}` },
    json: { ...json, title: `${name} ${json.title}` },
  } as const;
}

/** The feeds' own title. */
const feedTitle = () => `${companyFacts().name} news`;
const description =
  'Product releases, customer stories and research on core banking, digital lending and microfinance, from Finorbit.';

/** The articles a feed carries: the newest published first (never one a preview shows early). */
export function feedArticles(): NewsArticle[] {
  return newsArticles()
    .filter((article) => !article.scheduled)
    .slice(0, NEWS_FEED_SIZE);
}

/**
 * When an article was published: its publishAt, else noon UTC of its day, so the day reads the
 * same in every time zone a reader sits in.
 */
function published(article: NewsArticle): Date {
  return new Date(article.publishedAt ?? `${article.date}T12:00:00Z`);
}

export function newsRssFeed(): string {
  const articles = feedArticles();
  const { rss } = newsFeeds();
  return generateRssFeed({
    title: feedTitle(),
    link: absoluteUrl(newsCollection.home),
    description,
    language: 'en',
    lastBuildDate: articles[0] ? published(articles[0]) : undefined,
    atom: {
      links: [{ href: absoluteUrl(rss.path), rel: 'self', type: rss.type }],
    },
    items: articles.map((article) => ({
      title: article.title,
      link: absoluteUrl(article.href),
      guid: { value: absoluteUrl(article.href), isPermaLink: true },
      description: article.excerpt,
      pubDate: published(article),
      categories: [{ name: article.category }],
      dc: { creators: [article.author.name] },
    })),
  });
}

export function newsJsonFeed(): string {
  const articles = feedArticles();
  return JSON.stringify(
    generateJsonFeed({
      title: feedTitle(),
      home_page_url: absoluteUrl(newsCollection.home),
      feed_url: absoluteUrl(newsFeeds().json.path),
      description,
      language: 'en',
      items: articles.map((article) => ({
        id: absoluteUrl(article.href),
        url: absoluteUrl(article.href),
        title: article.title,
        summary: article.excerpt,
        content_text: article.excerpt,
        date_published: published(article),
        authors: [{ name: article.author.name }],
        tags: [article.category],
        ...(article.image ? { image: absoluteUrl(article.image.src) } : {}),
      })),
    }),
  );
}
