import type { PageContent } from '../types';
import { offices, site } from '../site';
import { privacyNoticeDate, privacyNoticeVersion } from '../shared/legal';

const [headOffice] = offices;
const grievanceAddress = `${site.legalName}, ${headOffice!.lines.join(', ')}`;

export const privacyPage: PageContent = {
  meta: {
    title: 'Privacy Notice',
    description:
      'What Finorbit keeps from this website and why: form data, where a visit came from, cookieless measurement, retention, processors, your rights and our grievance officer.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Privacy notice',
      title: 'What we keep when you use this website, and why',
      lead: `This notice covers finorbit.in: its demo, trial, contact, newsletter and job application forms and the measurement the site does. It is issued by ${site.legalName} (“Finorbit”, “we”) as data fiduciary under India’s Digital Personal Data Protection Act, 2023, and as controller under the GDPR for visitors in the European Union.`,
      paragraphs: [
        `Version ${privacyNoticeVersion}, in force from ${privacyNoticeDate}. Every form sends this version with what you submit, so we know which notice you saw and agreed to.`,
      ],
      tone: 'soft',
    },
    {
      type: 'article',
      id: 'notice',
      eyebrow: 'In short',
      title: 'Only what you send us, only to answer you',
      lead: 'No cookies, no advertising trackers, no profile of you built across sites, and nothing sold.',
      tone: 'light',
      parts: [
        {
          id: 'forms',
          heading: 'What each form collects and why',
          paragraphs: [
            'We collect personal data only when you fill in and send a form. Each form asks for what its purpose needs, and we use it for that purpose only.',
          ],
          points: [
            'Request a demo: name, email, work email, website, budget, country and your description of the institution. To plan and run the demo and prepare a proposal.',
            'Free trial sign-up: name, email and company. To create your 14-day sandbox workspace and email you its activation link. The password you choose is checked in your browser and never sent with the form.',
            'Contact: first and last name, email, phone, subject, company and message. To answer your enquiry.',
            'Integration application and website review: name, email, company, website and description. To assess the integration or send you the review.',
            'Newsletter: your email address. To send product news about once a month; each email has a one-click unsubscribe.',
            'Job application: name, email, phone, profile link and message. To assess your application for that role.',
          ],
        },
        {
          id: 'with-a-form',
          heading: 'What travels with a form',
          paragraphs: [
            'Every form also sends the name of the form, the page it was sent from and the version of this notice. When your browser runs the site’s scripts, it adds where your visit started: the first page you opened on this site, the name of the website that linked to it (its host only, such as www.linkedin.com, never the full address) and the campaign labels in that first link (utm_source, utm_medium, utm_campaign, utm_term and utm_content). This tells our sales team which campaign or article brought you.',
            'Your browser keeps those labels in its session storage for this visit only: they are deleted when you close the tab, are never stored in a cookie, carry no identifier of you, and leave your browser only inside a form you choose to send.',
          ],
        },
        {
          id: 'marketing',
          heading: 'Marketing emails',
          paragraphs: [
            'We send product news only if you tick the box on the demo form or subscribe to the newsletter. That tick is your consent, recorded with the date and the version of this notice. You can withdraw it at any time with the unsubscribe link in every email or by writing to us; withdrawing does not affect anything we did before.',
          ],
        },
        {
          id: 'measurement',
          heading: 'Measurement without cookies',
          paragraphs: [
            'To learn which pages and campaigns help visitors, the site can count page views, clicks on its main buttons, accepted forms (the form’s name, the page and the campaign; never anything you typed) and how fast pages load for real visitors (Core Web Vitals: the timing and the page element concerned).',
            'These counts go directly from your browser to our own privacy-friendly analytics service (a Plausible Analytics installation), not to an advertising network. No cookie is set and nothing identifies you: page addresses are sent without their search terms or other query text, and the service counts visitors with a daily changing hash it cannot reverse. If your browser sends Global Privacy Control or Do Not Track, the site sends no measurement at all.',
          ],
        },
        {
          id: 'cookies',
          heading: 'No cookies',
          paragraphs: [
            'This website sets no cookies, first-party or third-party. Your browser keeps two small items on your device: which version of the site’s fonts it has downloaded (local storage, so later pages can use them at once) and the visit labels above (session storage). Neither identifies you. Videos open on youtube-nocookie.com only when you click one.',
          ],
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          paragraphs: ['We keep personal data only as long as its purpose needs, then delete it:'],
          points: [
            'Demo, trial, contact and integration requests: 24 months after our last conversation, then deleted, unless you become a customer and the contract needs them.',
            'Trial workspaces: deleted with all their data 30 days after the trial ends, unless you move to a paid plan.',
            'Newsletter: until you unsubscribe; the unsubscribe record is kept so we do not email you again.',
            'Job applications: 12 months after the role is filled, or longer only with your agreement for future openings.',
            'Measurement: counts only, with no personal data; kept as long as they are useful for comparison, at most 36 months.',
            'Our host’s access logs (IP address, page and time): up to 30 days, for security.',
          ],
        },
        {
          id: 'processors',
          heading: 'Who processes it for us',
          paragraphs: [
            'We use a few service providers, each bound by contract to use the data only on our instructions and to keep it secure. Some of them store data outside India; we use providers that protect it to the standard this notice describes, and for EU visitors we rely on the European Commission’s standard contractual clauses or an adequacy decision.',
          ],
          points: [
            'Form backend: the service that receives what you send in a form and passes it to our sales and hiring teams (Formspree, Basin or our HubSpot account).',
            'Analytics: our Plausible Analytics installation, which receives the cookieless counts above.',
            'Hosting: the content delivery network that serves this website and keeps its access logs.',
            'Email: the service we send replies and newsletters with.',
          ],
        },
        {
          id: 'rights',
          heading: 'Your rights',
          paragraphs: [
            'Under the Digital Personal Data Protection Act, 2023 you may ask us for a summary of the personal data we hold about you and what we do with it, have it corrected, completed, updated or erased, withdraw a consent you gave, nominate someone to exercise these rights on your behalf, and have a grievance addressed by us.',
            'If you are in the European Union, the GDPR also gives you the right to object to processing, to restrict it, to receive your data in a portable format and to complain to your data protection supervisory authority. We process form data to take the steps you ask for before a contract, marketing emails on your consent, and measurement on our legitimate interest in knowing which pages help visitors, which never identifies you.',
            `Write to ${site.email.privacy} from the address you used in the form. We reply within 30 days and never charge for it.`,
          ],
        },
        {
          id: 'grievance',
          heading: 'Grievance officer',
          paragraphs: [
            `Our grievance officer answers every question or complaint about how we handle personal data: Grievance Officer, ${grievanceAddress}. Email ${site.email.privacy} or call ${site.phone.label} on working days.`,
            'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this notice',
          paragraphs: [
            'When this notice changes in substance we publish the new version here with a new date, and ask again before we rely on a consent given under an older version.',
          ],
        },
      ],
    },
  ],
};
