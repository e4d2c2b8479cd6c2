/**
 * @jest-environment node
 */
// The words of the generated pages are data (content/templates/<name>.yml): each template parses
// with its schema, a placeholder a field does not know or a company fact that does not exist stops
// the build naming the file and the field, and the pages read their words from the files.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTemplate } from '@/content/load/template-files';
import { helpArticlePage, helpTopicPage } from '@/content/generated/help-pages';
import { jobOpeningPage } from '@/content/generated/career-pages';
import { newsArticlePage, newsCategoryPage, newsListPage } from '@/content/generated/news-pages';
import { fillPlaceholders, templates, type TemplateName } from '@/content/schema/templates';
import { companyFacts } from '@/content/load/company-facts';
import { newsArticles, newsPageCount } from '@/content/load/news-posts';
import { helpArticles, helpTopicLists } from '@/content/load/help-articles';
import { jobOpenings } from '@/content/load/job-openings';
import { loadDataFile } from '@/content/load/data-file';
import { resolverIn } from '@/content/load/resolver';
import { currentSource } from '@/content/load/content-source';
import { routes } from '@/content/routes';
import { withContentCopy } from './content-copy';

const company = companyFacts();
import { collectionDescriptors, ownTemplates } from '@/content/collections';
import { templateWords } from '@/content/load/described';

const root = process.cwd();
const names = Object.keys(templates) as TemplateName[];

/** The error loading template `name` changed by `edit` reports ('' when it loads). */
function errorOf(name: TemplateName, edit: (text: string) => string): string {
  const text = readFileSync(path.join(root, `content/templates/${name}.yml`), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'template-'));
  const file = path.join(dir, `${name}.yml`);
  try {
    const changed = edit(text);
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    loadDataFile(
      currentSource(),
      file,
      templates[name].schema,
      'template',
      resolverIn(currentSource()),
    );
    return '';
  } catch (error) {
    return (error as Error).message.replace(file, `${name}.yml`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `load` run over a copy of content/ whose templates of `edits` are changed by their edit (the
 * others as in content/templates/).
 */
function withTemplates<T>(
  edits: Partial<Record<TemplateName, (text: string) => string>>,
  load: () => T,
): T {
  return withContentCopy((dir) => {
    for (const [name, edit] of Object.entries(edits)) {
      const file = path.join(dir, 'templates', `${name}.yml`);
      const text = readFileSync(file, 'utf8');
      const changed = edit(text);
      expect(changed).not.toBe(text);
      writeFileSync(file, changed);
    }
  }, load);
}

describe('templates of the generated pages', () => {
  it('one file per template, each parsing with its schema', () => {
    const files = readdirSync(path.join(root, 'content/templates')).map((file) =>
      file.replace(/\.yml$/, ''),
    );
    // The described collections' templates (content/collections/) are theirs, read by their loader.
    const described = ownTemplates.map((template) => template.name);
    expect(files.sort()).toEqual([...names, ...described].sort());
    for (const name of names) expect(loadTemplate(name)).toBeTruthy();
    for (const descriptor of collectionDescriptors) expect(templateWords(descriptor)).toBeTruthy();
  });

  it('fails an unknown placeholder naming the file, the field and the placeholders it knows', () => {
    expect(
      errorOf('news-listing', (text) =>
        text.replace("title: '{category} news'", "title: '{categroy} news'"),
      ),
    ).toBe(
      [
        'news-listing.yml: does not match the template schema',
        '  - "category.first.meta.title": unknown placeholder {categroy} (this field knows {category}, {categoryLower}, {count})',
      ].join('\n'),
    );
  });

  it('knows a later page’s number only on later pages', () => {
    expect(
      errorOf('news-listing', (text) =>
        text.replace(
          "listTitle: '{category} articles ({count})'\n",
          "listTitle: '{category}, page {page}'\n",
        ),
      ),
    ).toMatch(/"category\.first\.listTitle": unknown placeholder \{page\}/);
    expect(
      errorOf('news-article', (text) =>
        text.replace('title: From our founder', 'title: From {title}'),
      ),
    ).toMatch(/"article\.aside\.title": unknown placeholder \{title\} \(this field has none\)/);
  });

  it('writes in the company’s facts, and fails one that does not exist', () => {
    const support = loadTemplate('help-article').article.support.links;
    expect(support[0]).toMatchObject({
      detail: company.email.support,
      href: `mailto:${company.email.support}`,
    });
    expect(support[1]).toMatchObject({ detail: company.phone.label, href: company.phone.href });
    expect(support[2]).toMatchObject({
      label: company.chat.label,
      detail: company.supportHours,
      href: company.chat.href,
    });
    expect(
      errorOf('help-article', (text) =>
        text.replace("detail: '{{email.support}}'", "detail: '{{email.help}}'"),
      ),
    ).toMatch(/"article\.support\.links\.0\.detail": unknown company fact \{\{email\.help\}\}/);
    // A link must still be one once the fact is written in.
    expect(
      errorOf('help-article', (text) =>
        text.replace("href: '{{phone.href}}'", "href: '{{phone}}'"),
      ),
    ).toMatch(/"article\.support\.links\.1\.href": /);
  });

  it('fills each placeholder, and a placeholder the code has no value for is its mistake', () => {
    expect(
      fillPlaceholders('{category} news, page {page}', { category: 'Research', page: 2 }),
    ).toBe('Research news, page 2');
    expect(fillPlaceholders('{{email.support}} stays', {})).toBe('{{email.support}} stays');
    expect(() => fillPlaceholders('{page}', {})).toThrow(/no value for the placeholder \{page\}/);
  });

  it('gives the generated pages their words', () => {
    const listing = loadTemplate('news-listing');
    expect(newsListPage(2).meta.title).toBe(
      fillPlaceholders(listing.all.later.meta.title, { page: 2, pages: newsPageCount() }),
    );
    expect(newsCategoryPage('research').meta.title).toBe(
      fillPlaceholders(listing.category.first.meta.title, { category: 'Research' }),
    );
    const post = newsArticles()[0]!;
    const postWords = loadTemplate('news-article');
    expect(newsArticlePage(post.slug).sections.map((section) => section.type)).toEqual([
      'newsArticle',
      'subscribeBanner',
      'newsCards',
    ]);
    expect(newsArticlePage(post.slug).sections[1]).toEqual({
      type: 'subscribeBanner',
      ...postWords.subscribe,
    });
    const help = helpArticles()[0]!;
    expect(helpArticlePage(help.slug).sections[1]).toEqual({
      type: 'callToAction',
      ...loadTemplate('help-article').callToAction,
    });
    const topicWords = loadTemplate('help-topic');
    expect(helpTopicPage('all').sections[0]).toMatchObject({
      type: 'pageHeader',
      eyebrow: topicWords.all.first.eyebrow,
      title: topicWords.all.first.title,
      lead: topicWords.header.lead,
    });
    const job = jobOpenings().find((opening) => !opening.closed)!;
    const jobWords = loadTemplate('job-opening');
    expect(jobOpeningPage(job.slug).meta.title).toBe(
      fillPlaceholders(jobWords.meta.title, { title: job.title }),
    );
    expect(jobOpeningPage(job.slug).sections).toContainEqual(
      expect.objectContaining({
        type: 'leadForm',
        id: jobWords.application.id,
        points: jobWords.application.points,
      }),
    );
  });

  it('names the listing pages in the route map (breadcrumbs) from their templates', () => {
    const help = loadTemplate('help-topic');
    const news = loadTemplate('news-listing');
    const nameOf = (at: string) => routes().find((route) => route.path === at)?.name;
    expect(help.all.label).toBe('All Documentation');
    expect(nameOf('/help-center/topic/all/')).toBe(
      fillPlaceholders(help.all.first.routeName, { topic: help.all.label }),
    );
    expect(nameOf('/help-center/topic/all/')).toBe('Help: All Documentation');
    expect(nameOf('/help-center/topic/all/page/2/')).toBe('Help: All Documentation, page 2');
    expect(nameOf('/news/page/2/')).toBe(fillPlaceholders(news.all.later.routeName, { page: 2 }));
    expect(nameOf('/news/category/research/')).toBe('Research news');
  });

  it('reads the route names, the all-articles label and the job card’s words from the files', () => {
    const loaded = withTemplates(
      {
        'help-topic': (text) =>
          text
            .replace('label: All Documentation', 'label: Every guide')
            .replaceAll("routeName: 'Help: {topic}'", "routeName: 'Guides: {topic}'")
            .replaceAll(
              "routeName: 'Help: {topic}, page {page}'",
              "routeName: 'Guides: {topic}, {page} of {pages}'",
            ),
        'news-listing': (text) =>
          text
            .replace('routeName: News, page {page}', "routeName: 'Older news: {page}/{pages}'")
            .replace("routeName: '{category} news'", "routeName: 'About {categoryLower}'"),
        'job-opening': (text) =>
          text
            .replace('apply: Apply Now', "apply: 'Apply: {title}'")
            .replace("logoAlt: '{{name}} logo'", "logoAlt: 'The {{legalName}} mark'")
            .replace('label: See open positions', "label: 'Other roles than {title}'"),
      },
      () => {
        const nameOf = (at: string) => routes().find((route) => route.path === at)?.name;
        return {
          allLabel: helpTopicLists()[0]!.label,
          allName: nameOf('/help-center/topic/all/'),
          allLaterName: nameOf('/help-center/topic/all/page/2/'),
          newsLaterName: nameOf('/news/page/2/'),
          categoryName: nameOf('/news/category/research/'),
          jobs: jobOpenings().map(({ title, closed, apply, logo }) => ({
            title,
            closed,
            apply,
            alt: logo.alt,
          })),
        };
      },
    );
    expect(loaded.allLabel).toBe('Every guide');
    expect(loaded.allName).toBe('Guides: Every guide');
    expect(loaded.allLaterName).toMatch(/^Guides: Every guide, 2 of \d+$/);
    expect(loaded.newsLaterName).toBe(`Older news: 2/${newsPageCount()}`);
    expect(loaded.categoryName).toBe('About research');
    const open = loaded.jobs.find((job) => !job.closed)!;
    expect(open.apply.label).toBe(`Apply: ${open.title}`);
    expect(open.alt).toBe(`The ${company.legalName} mark`);
    const closed = loaded.jobs.find((job) => job.closed)!;
    expect(closed.apply).toEqual({ label: `Other roles than ${closed.title}`, href: '/career/' });
  });

  it('fails an unknown placeholder or fact in a route name, the all-articles label or the card', () => {
    expect(
      errorOf('help-topic', (text) =>
        text.replace(
          "routeName: 'Help: {topic}, page {page}'",
          "routeName: 'Help: {topic}, {pgae}'",
        ),
      ),
    ).toBe(
      [
        'help-topic.yml: does not match the template schema',
        '  - "all.later.routeName": unknown placeholder {pgae} (this field knows {topic}, {count}, {articles}, {page}, {pages})',
      ].join('\n'),
    );
    expect(
      errorOf('help-topic', (text) =>
        text.replace('label: All Documentation', "label: 'All {topic}'"),
      ),
    ).toMatch(/"all\.label": unknown placeholder \{topic\} \(this field has none\)/);
    expect(
      errorOf('news-listing', (text) =>
        text.replace("routeName: '{category} news'", "routeName: '{category} news, page {page}'"),
      ),
    ).toMatch(/"category\.first\.routeName": unknown placeholder \{page\}/);
    expect(
      errorOf('job-opening', (text) =>
        text.replace('apply: Apply Now', 'apply: Apply at {company}'),
      ),
    ).toMatch(/"card\.apply": unknown placeholder \{company\} \(this field knows \{title\}\)/);
    expect(
      errorOf('job-opening', (text) =>
        text.replace("logoAlt: '{{name}} logo'", "logoAlt: '{{brand}} logo'"),
      ),
    ).toMatch(/"card\.logoAlt": unknown company fact \{\{brand\}\}/);
  });
});
