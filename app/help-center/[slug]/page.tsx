import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { helpArticlePage } from '@/content/pages/help-article';
import { helpArticlePath, helpArticles } from '@/content/shared/help-articles';
import { pageMetadata } from '../../_lib/seo';

type Props = { params: Promise<{ slug: string }> };

// Static export: one page per file in content/help/, anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return helpArticles.map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(helpArticlePage(slug).meta, helpArticlePath(slug));
}

export default async function HelpArticlePage({ params }: Props) {
  const { slug } = await params;
  return <ContentPage page={helpArticlePage(slug)} path={helpArticlePath(slug)} />;
}
