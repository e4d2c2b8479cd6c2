/**
 * @jest-environment node
 */
// Links inside copy, `[text](href)` (lib/inline-links.ts): the parser, what the page schema
// refuses, and what the components draw (links as <a>, everything else as text).
import { renderToStaticMarkup } from 'react-dom/server';
import { inlineLinks, isAllowedHref, parseInlineLinks, plainText } from '@/lib/inline-links';
import { pageError } from './page-fixture';
import { LinkedCopy } from '@/components/ui/LinkedCopy';
import { staticPage } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const article = (paragraph: string) => ({
  type: 'article',
  id: 'notice',
  title: 'Notice',
  tone: 'light',
  parts: [{ id: 'rights', heading: 'Your rights', paragraphs: [paragraph] }],
});

describe('parseInlineLinks', () => {
  it('splits copy into text and links, in order', () => {
    expect(
      parseInlineLinks('Read our [privacy notice](/privacy/) and [terms](/terms/#use).'),
    ).toEqual([
      'Read our ',
      { text: 'privacy notice', href: '/privacy/' },
      ' and ',
      { text: 'terms', href: '/terms/#use' },
      '.',
    ]);
    expect(parseInlineLinks('[Start](/) here')).toEqual([{ text: 'Start', href: '/' }, ' here']);
    expect(parseInlineLinks('No links at all.')).toEqual(['No links at all.']);
    expect(parseInlineLinks('')).toEqual([]);
  });

  it('leaves brackets that open or close no link as text', () => {
    expect(parseInlineLinks('Clause [3] of the [terms](/terms/) (as amended)')).toEqual([
      'Clause [3] of the ',
      { text: 'terms', href: '/terms/' },
      ' (as amended)',
    ]);
    // Link text cannot hold brackets: the inner pair is no link either.
    expect(parseInlineLinks('[a [b] c](/x/)')).toEqual(['[a [b] c](/x/)']);
    // One balanced pair of parentheses belongs to the href, as in Markdown.
    expect(inlineLinks('[Wiki](https://en.wikipedia.org/wiki/Nidhi_(company)).')).toEqual([
      { text: 'Wiki', href: 'https://en.wikipedia.org/wiki/Nidhi_(company)' },
    ]);
  });

  it('leaves an unclosed bracket or parenthesis as text', () => {
    expect(parseInlineLinks('See [the notice(/privacy/)')).toEqual(['See [the notice(/privacy/)']);
    expect(parseInlineLinks('See [the notice](/privacy/')).toEqual(['See [the notice](/privacy/']);
    expect(parseInlineLinks('See [the notice] (/privacy/)')).toEqual([
      'See [the notice] (/privacy/)',
    ]);
    expect(parseInlineLinks('An href with a space [x](/a b/)')).toEqual([
      'An href with a space [x](/a b/)',
    ]);
  });

  it('reads Devanagari link text', () => {
    expect(inlineLinks('हमारी [गोपनीयता सूचना](/hi/privacy/) पढ़ें')).toEqual([
      { text: 'गोपनीयता सूचना', href: '/hi/privacy/' },
    ]);
    expect(plainText('हमारी [गोपनीयता सूचना](/hi/privacy/) पढ़ें')).toBe('हमारी गोपनीयता सूचना पढ़ें');
  });
});

describe('isAllowedHref', () => {
  it.each([
    '/',
    '/privacy/',
    '/hi/privacy/',
    '/privacy/#rights',
    'mailto:privacy@finorbit.in',
    'tel:+914842910500',
    'https://www.meity.gov.in/data-protection-framework',
  ])('allows %s', (href) => expect(isAllowedHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'http://example.com/',
    '//example.com/',
    '/privacy',
    'privacy/',
    '/../etc/',
    'mailto:',
    'tel:call-us',
    'https://',
  ])('refuses %s', (href) => expect(isAllowedHref(href)).toBe(false));
});

describe('the page schema', () => {
  it('refuses a javascript: href, naming the field and the link', () => {
    const error = pageError([article('Click [here](javascript:alert(1)) now.')]);
    expect(error).toMatch(
      /^content\/pages\/fixture\.yml: does not match the page schema\n {2}- "sections\.0\.parts\.0\.paragraphs\.0": link "\[here\]\(javascript:alert\(1\)\)": the href must be an internal path/,
    );
  });

  it('refuses other hrefs in a page header’s lead and paragraphs too', () => {
    const header = { type: 'pageHeader', title: 'Terms', lead: 'See [this](http://x.test/).' };
    expect(pageError([header])).toMatch(
      /"sections\.0\.lead": link "\[this\]\(http:\/\/x\.test\/\)"/,
    );
    const paragraphs = {
      type: 'pageHeader',
      title: 'Terms',
      paragraphs: ['[a](/ok/)', '[b](ftp:x)'],
    };
    expect(pageError([paragraphs])).toMatch(/"sections\.0\.paragraphs\.1": link "\[b\]\(ftp:x\)"/);
  });

  it('accepts internal, mailto:, tel: and https:// links, company facts inside them written in', () => {
    expect(pageError([article('Write to [{{email.privacy}}](mailto:{{email.privacy}}).')])).toBe(
      '',
    );
    expect(pageError([article('[Call]({{phone}}) is no link: a space in the href.')])).toBe('');
    expect(pageError([article('[Rights](/privacy/#rights), [web](https://x.test/a?b=c).')])).toBe(
      '',
    );
  });
});

describe('LinkedCopy', () => {
  it('draws each link as an <a> and everything else as text, markup included', () => {
    const html = renderToStaticMarkup(
      <LinkedCopy copy={'<b>Read</b> the [notice](/privacy/) & [mail us](mailto:a@b.in).'} />,
    );
    expect(html).toBe(
      '&lt;b&gt;Read&lt;/b&gt; the <a href="/privacy/">notice</a> &amp; <a href="mailto:a@b.in">mail us</a>.',
    );
  });

  it('the terms’ header links the privacy notice, and the notices link the privacy email', () => {
    const header = staticPage('/terms/').content.sections[0]!;
    expect(header.type === 'pageHeader' && inlineLinks(header.lead ?? '')).toEqual([
      { text: 'privacy notice', href: '/privacy/' },
    ]);
    for (const path of ['/privacy/', '/hi/privacy/'] as const) {
      const text = JSON.stringify(staticPage(path).content);
      expect(text).toContain(`[${company.email.privacy}](mailto:${company.email.privacy})`);
      expect(text).toContain(company.privacyNotice.version);
      expect(text).not.toContain('{{');
    }
  });
});
