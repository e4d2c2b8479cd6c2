import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { newsListPage } from '@/content/pages/news';
import { laterNewsPages, newsPagePath } from '@/content/shared/articles';
import { pageMetadata } from '../../../_lib/seo';

type Props = { params: Promise<{ page: string }> };

// Static export: exactly the pages the articles fill, anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { page: string }[] {
  return laterNewsPages().map((page) => ({ page: String(page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return pageMetadata(newsListPage(page).meta, newsPagePath(page));
}

export default async function NewsListPage({ params }: Props) {
  const page = Number((await params).page);
  return <ContentPage page={newsListPage(page)} path={newsPagePath(page)} />;
}
