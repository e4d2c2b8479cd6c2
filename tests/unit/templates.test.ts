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
import { company } from '@/content/load/company-facts';
import { newsArticles, newsPageCount } from '@/content/load/news-posts';
import { helpArticles } from '@/content/load/help-articles';
import { jobOpenings } from '@/content/load/job-openings';
import { loadDataFile } from '@/content/load/data-file';
import { contentResolver } from '@/content/load/resolver';

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
    loadDataFile(file, templates[name].schema, 'template', contentResolver);
    return '';
  } catch (error) {
    return (error as Error).message.replace(file, `${name}.yml`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('templates of the generated pages', () => {
  it('one file per template, each parsing with its schema', () => {
    const files = readdirSync(path.join(root, 'content/templates')).map((file) =>
      file.replace(/\.yml$/, ''),
    );
    expect(files.sort()).toEqual([...names].sort());
    for (const name of names) expect(loadTemplate(name)).toBeTruthy();
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
    const post = newsArticles[0]!;
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
    const help = helpArticles[0]!;
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
    const job = jobOpenings.find((opening) => !opening.closed)!;
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
});
