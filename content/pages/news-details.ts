import type { ArticleSummary, PageContent } from '../types';
import { articles, featuredCaseStudySlug } from '../shared/articles';
import { founderQuote } from '../shared/founder';

function article(slug: string): ArticleSummary {
  const found = articles.find((a) => a.slug === slug);
  if (!found) throw new Error(`No article ${slug}`);
  return found;
}

const story = article(featuredCaseStudySlug);

export const newsDetailsPage: PageContent = {
  meta: {
    title: 'Case study: loan turnaround from days to 15 minutes',
    description:
      'How a national finance company moved origination, eKYC, CIBIL checks and appraisal onto Finorbit and cut loan turnaround from 2-3 days to 15 minutes.',
  },
  sections: [
    {
      type: 'newsArticle',
      id: 'article',
      category: `${story.category} · Case study`,
      title: story.title,
      lead: 'A national non-banking finance company moved origination, eKYC, bureau checks and appraisal onto one platform. Sanction now takes a quarter of an hour, and operating costs fell in every region.',
      author: story.author,
      date: story.date,
      readingTime: '6 min read',
      image: {
        src: '/images/news/turnaround.svg',
        alt: 'Chart comparing loan turnaround before and after Finorbit: 2 to 3 days on the legacy process, 15 minutes on the new platform',
        width: 800,
        height: 450,
      },
      blocks: [
        { kind: 'heading', text: 'Where the days went' },
        {
          kind: 'paragraph',
          text: 'Before the change, a two-wheeler or small business loan at the company passed through four hands. The branch officer collected photocopies of KYC documents, a back-office team keyed them into the loan system, the credit team pulled the CIBIL report from a separate portal, and a regional manager signed the sanction. Each hand-off waited for a courier, an email or the next morning.',
        },
        {
          kind: 'paragraph',
          text: 'Nobody in the chain was slow. The process was. Two to three days from application to sanction was normal, and in the festive season, when volumes doubled, it stretched further. Borrowers who needed the money that week went to a competitor.',
        },
        { kind: 'heading', text: 'One screen from KYC to sanction' },
        {
          kind: 'paragraph',
          text: 'The company rolled out Finorbit’s loan origination module branch by branch over four months. The officer now starts with the customer’s Aadhaar-based eKYC and the CKYC record, which fill most of the application. The AI-camera capture reads income documents on the officer’s phone, and the CIBIL check runs in the background while the officer completes the interview.',
        },
        {
          kind: 'list',
          items: [
            'eKYC and CKYC prefill the application in under a minute.',
            'CIBIL scores and bureau history arrive on the same screen, with the lender’s own rules applied.',
            'Credit appraisal and pre-approval limits are calculated as the officer types.',
            'Sanctions inside the branch’s delegated limit are approved on the spot; the rest go to a regional queue with everything attached.',
          ],
        },
        {
          kind: 'quote',
          text: 'Our turnaround time fell from two to three days to fifteen minutes. Our branches now spend their time with borrowers instead of paperwork.',
          cite: 'Chief Operating Officer, the finance company',
        },
        { kind: 'heading', text: 'What changed in the numbers' },
        {
          kind: 'stats',
          stats: [
            { value: '15 min', label: 'Application to sanction' },
            { value: '2-3 days', label: 'Turnaround before' },
            { value: '4 months', label: 'Branch-by-branch rollout' },
            { value: '60%', label: 'Less time on data entry' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'With data entry gone from the back office, the company moved those staff into collections and customer service instead of hiring for growth. Courier and printing costs fell with the paper. Across its national business, operating costs came down in every region, and the real-time MIS now shows head office the day’s sanctions and disbursements branch by branch, not a week later.',
        },
        { kind: 'heading', text: 'What other lenders can take from it' },
        {
          kind: 'paragraph',
          text: 'The speed did not come from one clever feature. It came from removing hand-offs: the data is captured once, at the branch, and every later step reads it from the same record. A Nidhi company or a cooperative society with three branches can make the same change, on a smaller scale, without replacing its deposit system on the same day.',
        },
      ],
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
      title: 'Get the next case study in your inbox',
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
      articles: [
        article('cooperative-society-50-day-migration'),
        article('ckyc-before-cibil'),
        article('ai-camera-document-capture'),
      ],
      more: { label: 'View All Article', href: '/news/' },
    },
  ],
};
