import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { jobOpeningPage } from '@/content/pages/job-opening';
import { jobOpenings, jobPath } from '@/content/shared/jobs';
import { pageMetadata } from '../../_lib/seo';

type Props = { params: Promise<{ slug: string }> };

// Static export: one page per file in content/careers/ (closed ones too), anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return jobOpenings.map((job) => ({ slug: job.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(jobOpeningPage(slug).meta, jobPath(slug));
}

export default async function JobOpeningPage({ params }: Props) {
  const { slug } = await params;
  return <ContentPage page={jobOpeningPage(slug)} path={jobPath(slug)} />;
}
