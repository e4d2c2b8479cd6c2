// One page per article in content/news/: the article, the newsletter banner and related articles.
import type { PageContent } from '../types';
import { newsArticleBySlug, newsCategoryPath, relatedArticles } from '../load/news-posts';
import { leadImage } from '../load/images';
import { sharedItem } from '../load/shared-items';

const founderQuote = sharedItem('quotes', 'founder');

export function newsArticlePage(slug: string): PageContent {
  const article = newsArticleBySlug(slug);
  return {
    meta: { title: article.title, description: article.excerpt },
    sections: [
      {
        type: 'newsArticle',
        id: 'article',
        category: article.category,
        categoryHref: newsCategoryPath(article.categorySlug),
        icon: article.icon,
        title: article.title,
        lead: article.excerpt,
        author: article.author,
        date: article.date,
        readingTime: `${article.body.readingMinutes} min read`,
        image: article.image && leadImage(article.image),
        html: article.body.html,
        aside: {
          title: 'From our founder',
          quote: founderQuote.quote,
          name: founderQuote.name,
          role: founderQuote.role,
          avatar: founderQuote.avatar,
        },
      },
      {
        type: 'subscribeBanner',
        id: 'subscribe',
        title: 'Get the next article in your inbox',
        lead: 'One email a month with customer stories, product releases and research for lenders. No spam, unsubscribe any time.',
        formId: 'news-subscribe',
        tone: 'dark',
      },
      {
        type: 'newsCards',
        id: 'related',
        eyebrow: 'Keep reading',
        title: 'Related articles',
        tone: 'light',
        articles: relatedArticles(article),
        more: { label: 'View All Article', href: '/news/' },
      },
    ],
  };
}
