/**
 * @jest-environment node
 */
// The pure page builders (content/generated/file-forms.ts, item-pages.ts) give the build's pages
// from data alone: fed the build's lists and items as JSON (what the content editor's preview
// gets), they return what the loader-backed wrappers return, for every page file, campaign, news
// post, help article and job opening; and they load with `fs` stubbed, as in a browser
// (.dependency-cruiser.cjs checks the same statically: `browser-safe-generated`).
import { fileFormLists, fillPage } from '@/content/generated/fill-sections';
import { fillPageWith, type FileFormPage } from '@/content/generated/file-forms';
import {
  helpArticleContent,
  helpArticleOf,
  jobOpeningContent,
  jobOpeningOf,
  newsArticleContent,
  newsArticleOf,
} from '@/content/generated/item-pages';
import { newsArticlePage } from '@/content/generated/news-pages';
import { helpArticlePage } from '@/content/generated/help-pages';
import { jobOpeningPage } from '@/content/generated/career-pages';
import { pageFiles } from '@/content/load/page-files';
import { campaigns } from '@/content/load/campaigns';
import { newsArticleBySlug, newsArticles, relatedArticles } from '@/content/load/news-posts';
import { articleBySlug, helpArticles, relatedHelpArticles } from '@/content/load/help-articles';
import { jobBySlug, jobOpenings, relatedJobs } from '@/content/load/job-openings';
import { loadCollection } from '@/content/load/markdown-collection';
import { publicationOf } from '@/content/load/publication';
import { loadTemplate } from '@/content/load/template-files';
import { generatedSectionTypes } from '@/content/schema/sections';
import { importProblems, runProbe } from './fs-probe-run';
import { currentSource } from '@/content/load/content-source';

/** `value` as the editor gets it: through JSON. */
const json = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

const lists = json(fileFormLists());

/** Every page file and campaign page, by where it comes from. */
const pages: [string, FileFormPage][] = [
  ...pageFiles().map(({ file, content }): [string, FileFormPage] => [file, content]),
  ...campaigns().map(({ file, content }): [string, FileFormPage] => [file, content]),
];

const hasFileForm = (page: FileFormPage) =>
  page.sections.some((section) =>
    (generatedSectionTypes as readonly string[]).includes(section.type),
  );

describe('fillPageWith: the build’s lists as JSON fill a page as fillPage does', () => {
  it('covers the pages with file forms, campaigns included', () => {
    const withForms = pages.filter(([, page]) => hasFileForm(page)).map(([file]) => file);
    expect(withForms).toEqual(
      expect.arrayContaining([
        'content/pages/help-center.yml',
        'content/pages/career.yml',
        'content/pages/news.yml',
      ]),
    );
    expect(campaigns().length).toBeGreaterThan(0);
  });

  it.each(pages)('%s', (_file, page) => {
    expect(fillPageWith(json(page), lists)).toEqual(fillPage(page));
  });
});

describe('item pages from data: each builder gives what its loader-backed page gives', () => {
  const newsWords = json(loadTemplate('news-article'));
  const helpWords = json(loadTemplate('help-article'));
  const jobWords = json(loadTemplate('job-opening'));

  it.each(newsArticles().map((article) => article.slug))('news: %s', (slug) => {
    const article = newsArticleBySlug(slug);
    expect(newsArticleContent(json(article), newsWords, json(relatedArticles(article)))).toEqual(
      newsArticlePage(slug),
    );
  });

  it.each(helpArticles().map((article) => article.slug))('help: %s', (slug) => {
    const article = articleBySlug(slug);
    expect(
      helpArticleContent(json(article), helpWords, json(relatedHelpArticles(article))),
    ).toEqual(helpArticlePage(slug));
  });

  it.each(jobOpenings().map((job) => job.slug))('job: %s', (slug) => {
    const job = jobBySlug(slug);
    expect(jobOpeningContent(json(job), jobWords, json(relatedJobs(job)))).toEqual(
      jobOpeningPage(slug),
    );
  });
});

describe('items from parsed entries: the loaders’ items, from the entries as JSON', () => {
  it('news: newsArticleOf', () => {
    for (const entry of loadCollection('news')) {
      const publication = publicationOf(currentSource(), entry.publishAt);
      if (!publication.show) continue;
      const built = newsArticleBySlug(entry.slug);
      expect(newsArticleOf(json(entry), json(built.image), json(publication))).toEqual(built);
    }
  });

  it('help: helpArticleOf (its related list before the loader drops unpublished ones)', () => {
    for (const entry of loadCollection('help')) {
      const publication = publicationOf(currentSource(), entry.publishAt);
      if (!publication.show) continue;
      const built = articleBySlug(entry.slug);
      const item = helpArticleOf(json(entry), json(publication));
      expect(item.related).toEqual(entry.related ?? []);
      expect({ ...item, related: built.related }).toEqual(built);
    }
  });

  it('careers: jobOpeningOf', () => {
    const words = json(loadTemplate('job-opening'));
    for (const entry of loadCollection('careers')) {
      const publication = publicationOf(currentSource(), entry.publishAt);
      if (!publication.show) continue;
      const built = jobBySlug(entry.slug);
      const facts = { publication, closed: built.closed, logo: built.logo, company: built.company };
      expect(jobOpeningOf(json(entry), words, json(facts))).toEqual(built);
    }
  });
});

describe('the pure builders load and run with fs stubbed', () => {
  it.each(['content/generated/file-forms.ts', 'content/generated/item-pages.ts'])('%s', (file) => {
    expect(importProblems([file])).toEqual([{ module: file, problems: [] }]);
  });

  it('fills the help center and builds a post’s page from JSON, reading no file', () => {
    const helpCenter = json(pageFiles().find((page) => page.name === 'help-center')!.content);
    const article = newsArticles()[0]!;
    const expected = { help: fillPage(helpCenter), news: newsArticlePage(article.slug) };
    // In a process of its own (tests/unit/fs-probe.ts): file-forms.ts and item-pages.ts loaded
    // and run there with fs stubbed.
    const { calls, output } = runProbe('tests/unit/fixtures/fs-probe/pure-builders.ts', {
      helpCenter,
      lists,
      news: [article, loadTemplate('news-article'), relatedArticles(article)],
    });
    expect(calls).toEqual([]);
    expect(output).toEqual(json(expected));
  });
});
