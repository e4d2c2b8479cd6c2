// One page per article in content/help/: the article with its contents, related articles and
// quick-support links, then a call to action.
import type { PageContent } from '../types';
import { company } from '../load/company-facts';
import { articleBySlug, relatedHelpArticles } from '../load/help-articles';

export function helpArticlePage(slug: string): PageContent {
  const article = articleBySlug(slug);
  return {
    meta: { title: article.title, description: article.excerpt },
    sections: [
      {
        type: 'helpArticle',
        back: { label: 'Back to Help Center', href: '/help-center/' },
        category: article.category,
        title: article.title,
        excerpt: article.excerpt,
        updated: article.updated,
        readingTime: `${article.body.readingMinutes} min read`,
        contents: article.body.headings,
        html: article.body.html,
        steps: article.body.steps,
        related: relatedHelpArticles(article),
        support: {
          title: 'Quick support',
          text: 'Stuck on a step? Our support team answers every working day.',
          links: [
            {
              icon: 'email',
              label: 'Email support',
              detail: company.email.support,
              href: `mailto:${company.email.support}`,
            },
            {
              icon: 'phone',
              label: 'Call us',
              detail: company.phone.label,
              href: company.phone.href,
            },
            {
              icon: 'chat',
              label: company.chat.label,
              detail: company.supportHours,
              href: company.chat.href,
            },
            {
              icon: 'support',
              label: 'Contact page',
              detail: 'All our offices and channels',
              href: '/contact/',
            },
          ],
        },
      },
      {
        type: 'callToAction',
        id: 'cta',
        title: 'Want us to set it up with you?',
        lead: 'Our support team can walk your staff through it on a call, or do it alongside your operations team on site.',
        primary: { label: 'Talk to support', href: '/contact/' },
        secondary: { label: 'Browse more guides', href: '/help-center/' },
        tone: 'soft',
      },
    ],
  };
}
