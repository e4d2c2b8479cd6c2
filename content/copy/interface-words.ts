// Words of the interface that belong to no one page's content: labels that sections and cards
// print around the content. Here so that every visible word of the site is edited in content/.
import type { AppStore } from '../types';
import type { Lang } from '../catalog/languages';

export const interfaceWords = {
  /**
   * The link to a page's version in another language, in that language (lang and hreflang are
   * set on it): shown near the top of a page the route map gives `translations`.
   */
  readIn: { en: 'Read in English', hi: 'हिन्दी में पढ़ें' } satisfies Record<Lang, string>,
  /** Accessible name of that link's group, in the page's own language. */
  languagesLabel: { en: 'Languages', hi: 'भाषाएँ' } satisfies Record<Lang, string>,
  /** Heading of an article's list of its parts. */
  onThisPage: 'On this page',
  /** Accessible name of the product suites' jump links. */
  productSuitesNav: 'Product suites',
  /** An integration's state: on in every deployment, or switched on for you. */
  integration: { connected: 'Connected', available: 'Connect' },
  /** Store badges, drawn in HTML: the small line, then the store's name. */
  storeBadges: {
    appStore: { small: 'Download on the', name: 'App Store' },
    playStore: { small: 'Get it on', name: 'Google Play' },
    windows: { small: 'Get it for', name: 'Windows' },
  } satisfies Record<AppStore, { small: string; name: string }>,
  /**
   * The note at the top of a scheduled page in a preview build (INCLUDE_SCHEDULED=1): {when} is its
   * publishAt (a campaign's startsAt), e.g. "30 Nov 2026, 09:00 IST".
   */
  scheduled: {
    title: 'Scheduled for {when}',
    text: 'This preview shows it before it is published: the live site leaves it out until then.',
  },
  /** Column headings of a price table; a period's heading is its label and this suffix. */
  priceTable: { name: 'Name', symbol: 'Symbol', price: 'Price (USD)', changeSuffix: ' %' },
};
