import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { newsArticlePage } from '@/content/pages/news-article';
import { newsArticleBySlug, newsArticlePath, newsArticles } from '@/content/shared/articles';
import { pageMetadata } from '../../_lib/seo';

type Props = { params: Promise<{ slug: string }> };

// Static export: one page per file in content/news/, anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return newsArticles.map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const article = newsArticleBySlug(slug);
  return pageMetadata(newsArticlePage(slug).meta, newsArticlePath(slug), {
    article: {
      publishedTime: article.date,
      author: article.author.name,
      section: article.category,
    },
    image: { url: `${newsArticlePath(slug)}og.png`, alt: article.title },
  });
}

export default async function NewsArticlePage({ params }: Props) {
  const { slug } = await params;
  return <ContentPage page={newsArticlePage(slug)} path={newsArticlePath(slug)} />;
}
