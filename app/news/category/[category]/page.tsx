import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { newsCategoryPage } from '@/content/pages/news';
import { newsCategories, newsCategoryPath, type NewsCategorySlug } from '@/content/shared/articles';
import { pageMetadata } from '../../../_lib/seo';

type Props = { params: Promise<{ category: NewsCategorySlug }> };

// Static export: one page per category in content/shared/articles.ts, anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { category: NewsCategorySlug }[] {
  return newsCategories.map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params;
  return pageMetadata(newsCategoryPage(category).meta, newsCategoryPath(category));
}

export default async function NewsCategoryPage({ params }: Props) {
  const { category } = await params;
  return <ContentPage page={newsCategoryPage(category)} path={newsCategoryPath(category)} />;
}
