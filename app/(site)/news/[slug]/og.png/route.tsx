// Each article's share image, rendered to out/news/<slug>/og.png at build time.
import { formatDate } from '@/lib/dates';
import { ogImage } from '@/lib/from-content/og-image';
import { newsArticleBySlug, newsArticles } from '@/content/load/news-posts';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return newsArticles().map((article) => ({ slug: article.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const article = newsArticleBySlug((await params).slug);
  return ogImage({
    title: article.title,
    subtitle: `${article.category} · ${article.author.name}, ${article.author.role}`,
    facts: [formatDate(article.date), `${article.body.readingMinutes} min read`],
  });
}
