import type { PageContent } from '../types';
import { brandLogos } from '../shared/brands';
import { brandLogoCarousel, singleTestimonialCarousel } from '../shared/carousels';
import { articles } from '../shared/articles';
import { customerTestimonials } from '../shared/testimonials';
import { productDemoVideo } from '../shared/videos';
import { site } from '../site';

/** Home fourteen (spec §2 "Fourteen", digital agency): Finorbit's digital marketing for lenders. */
export const homeFourteenPage: PageContent = {
  meta: {
    title: 'Digital Marketing for Lenders',
    description:
      'Paid ads, content, YouTube and search marketing that bring borrowers to NBFCs, Nidhis, cooperatives and MFIs, measured down to the sanctioned loan.',
  },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'soft',
      eyebrow: 'Finorbit Digital Marketing Services',
      title: 'Grow your loan book with marketing that speaks borrower',
      highlight: 'speaks borrower',
      lead: 'Campaigns, content and search built by a team that also builds lending software, so every lead lands in your loan origination system and every rupee spent is traced to a sanction.',
      primary: { label: 'Download Now', href: '/contact/' },
      video: { ...productDemoVideo, label: 'How It Works' },
      points: [
        'Leads straight into your LOS',
        'Regional-language creatives',
        'RBI fair-practice checks',
      ],
      image: {
        src: '/images/campaigns/marketing-dashboard.svg',
        alt: 'Campaign dashboard showing 2,480 leads this month, a cost per lead of ₹142, 612 loans sanctioned and rising video views',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'logos',
      id: 'brands',
      eyebrow: 'Trusted by growing lenders',
      title: 'Brands we market across India',
      tone: 'light',
      logos: brandLogos,
      carousel: brandLogoCarousel,
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'What we do',
      title: 'Marketing services built for lending businesses',
      lead: 'Four services that work together, each planned around the loans and deposits you want to grow.',
      tone: 'soft',
      columns: 4,
      items: [
        {
          icon: 'megaphone',
          title: 'Paid Advertising',
          text: 'Search, social and display campaigns for gold loans, MSME credit and fixed deposits, bid on cost per sanctioned loan.',
          link: { label: 'Paid Advertising service', href: '/single-service/' },
        },
        {
          icon: 'pencil',
          title: 'Content Marketing',
          text: 'Guides, EMI explainers and borrower stories in English and regional languages that earn trust before the first call.',
          link: { label: 'Content Marketing service', href: '/single-service/' },
        },
        {
          icon: 'youtube',
          title: 'Youtube Marketing',
          text: 'Short videos on how to apply, what documents to bring and how UPI repayment works, promoted to your branch catchments.',
          link: { label: 'Youtube Marketing service', href: '/single-service/' },
        },
        {
          icon: 'search',
          title: 'Search Engine Optimisation',
          text: 'Branch pages, loan product pages and local listings that rank for searches like “gold loan near me”.',
          link: { label: 'Search Engine Optimisation service', href: '/single-service/' },
        },
      ],
    },
    {
      type: 'leadForm',
      id: 'website-test',
      form: 'websiteTest',
      eyebrow: 'Free website review',
      title: 'Test your Website',
      lead: 'Enter your website address and we will send you a report on speed, mobile usability, search visibility and how easily a borrower can apply.',
      points: [
        'Page speed and Core Web Vitals on a mid-range phone',
        'Search visibility for your loan products and branches',
        'Where applicants drop off between the advert and the form',
      ],
      tone: 'light',
    },
    {
      type: 'highlights',
      id: 'results',
      eyebrow: 'Our numbers',
      title: 'Results that speak for our team',
      tone: 'dark',
      items: [
        {
          value: '250+',
          label: 'Happy Customer',
          text: 'Lenders, cooperatives and Nidhi companies running campaigns with us.',
        },
        {
          value: '540+',
          label: 'Successful Project',
          text: 'Campaigns, websites and video series delivered on time.',
        },
        {
          value: '80+',
          label: 'Team Member',
          text: 'Strategists, writers, designers and analysts in Kochi and Bengaluru.',
        },
        {
          value: '99%',
          label: 'Customer Satisfaction',
          text: 'Of customers rate our work good or excellent in quarterly reviews.',
        },
      ],
    },
    {
      type: 'workProcess',
      id: 'process',
      eyebrow: 'How we work',
      title: 'Three steps from plan to growth',
      tone: 'light',
      steps: [
        {
          icon: 'calendar',
          title: 'Social Media Content Plan',
          text: 'A month of posts, reels and offers planned around your loan products, festivals and harvest seasons.',
        },
        {
          icon: 'send',
          title: 'Publishing & Execution',
          text: 'We design, write, get your compliance team’s sign-off and publish on schedule across every channel.',
        },
        {
          icon: 'chart',
          title: 'Measure & Scale',
          text: 'Leads are tracked into your LOS, so budgets move to what brings sanctioned loans, not just clicks.',
        },
      ],
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What our customers say',
      tone: 'soft',
      testimonials: customerTestimonials,
      carousel: singleTestimonialCarousel,
      actions: {
        primary: { label: 'Start a Project', href: '/contact/' },
        secondary: { label: 'See Integrations', href: '/integrations/' },
      },
    },
    {
      type: 'newsCards',
      id: 'blog',
      eyebrow: 'From our blog',
      title: 'Marketing ideas for lenders',
      tone: 'light',
      articles: articles.slice(0, 3),
      more: { label: 'Read all news', href: '/news/' },
    },
    {
      type: 'contactChannels',
      id: 'contact',
      eyebrow: 'Contact',
      title: 'Talk to our marketing team',
      lead: 'Tell us which loans you want to grow and in which districts; we reply with a plan and a budget.',
      channels: [
        {
          icon: 'chat',
          title: 'Chat with us',
          text: 'Message the team on WhatsApp during working hours.',
          link: { label: site.chat.label, href: site.chat.href },
        },
        {
          icon: 'email',
          title: 'Email us',
          text: 'Send your current campaigns and targets for a free review.',
          link: { label: site.email.sales, href: `mailto:${site.email.sales}` },
        },
        {
          icon: 'phone',
          title: 'Call us',
          text: 'Monday to Saturday, 9:30am to 6:30pm IST.',
          link: { label: site.phone.label, href: site.phone.href },
        },
      ],
      promise: site.replyPromise,
    },
    {
      type: 'leadForm',
      id: 'contact-form',
      form: 'contact',
      eyebrow: 'Write to us',
      title: 'Tell us about your next campaign',
      lead: 'Which loans, which districts, what budget: a strategist reads every message and replies with a first plan.',
      points: [
        'A reply from a strategist, usually the same working day',
        'A media plan and budget split before you sign anything',
        'Reporting on applications and disbursals, not just clicks',
      ],
      tone: 'soft',
    },
  ],
};
