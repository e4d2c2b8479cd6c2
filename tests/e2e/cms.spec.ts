// The content editor end to end, offline: a marketer logs in to /admin/ (out-e2e/, whose editor
// talks to a local backend over a sandbox repository, tests/e2e/support/editor.ts), finds every
// page file, every template of the generated pages and every shared item listed (the written
// config loads), sees pages previewed as built, and makes each change of `changes` through Decap's
// UI: a news post, a news post whose cover is a phone camera's photo uploaded through the media
// library (after a 60 MB file it refuses), a news post scheduled for a year ahead with the
// date-time picker (in a browser in New York: the wall time picked is the one stored, in the
// company's zone), a new shared FAQ item, an edited shared testimonial, /home-ten/'s hero, section
// order and FAQ, a sentence of the help center (in a section the build fills from content/help/),
// and a campaign page from three blocks (whose window ending before it starts the editor first
// refuses to save, with the build's rule). Each change is a test of its own, over a sandbox of its
// own (what an earlier change left, e.g. the FAQ item a page picks, is committed there before the
// editor opens), and goes through the editorial workflow (its own branch, Ready, Publish): the
// files its merge committed are checked. One more test writes those files as the editor commits
// them (held to the same checks), builds the sandbox once like the real site, and sees each change
// on its pages (the campaign page at its new URL, the photo as AVIF/WebP variants, never the
// uploaded file; the scheduled post nowhere: no page, listing, sitemap, feed or search entry; the
// HTML the post's body tried to smuggle in shown as text). Any test runs alone (`-g`).
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse, stringify } from 'yaml';
import { test, type Browser, type Locator, type Page } from './support/test';
import { cmsAuthOrigin, cmsBackendPort, cmsSitePort, leadSiteOrigin } from './support/ports';
import {
  buildSandbox,
  changedFiles,
  committedBytes,
  committedFile,
  createSandbox,
  everCommitted,
  removeSandbox,
  sandboxCommit,
  stop,
} from './support/cms-sandbox';
import {
  addBlock,
  block,
  blockOrder,
  choose,
  dragHandle,
  editorSandbox,
  editorSpec,
  expect,
  logIn,
  openCollection,
  openEntry,
  publish,
  save,
  toggle,
  type EditorSandbox,
} from './support/editor';
import { makeCameraPhoto } from './support/camera-photo';
import {
  outlineOf,
  pixelDifference,
  previewAt,
  previewFrame,
  previewIssues,
} from './support/editor-preview';
import { uploadLimits } from '../../content/catalog/image-slots';
import { companyFacts } from '../../content/load/company-facts';
import { zoneHint } from '../../components/editor/config/cms-fields';
import { editorPageFiles, templateFiles } from '../../components/editor/config/collections';
import { loadCollection } from '../../content/load/markdown-collection';
import { sharedKinds } from '../../content/schema/shared-kinds';

// The marketer's browser is in New York, not in the company's zone (India): a date and time picked
// must be stored as picked, not converted (en-US: the picker's segments are month, day, year).
editorSpec({ allowCspViolations: true, timezoneId: 'America/New_York', locale: 'en-US' });
type Post = {
  title: string;
  slug: string;
  /** The publication day; none for a scheduled post (Publish at instead). */
  date?: string;
  author: string;
  category: string;
  excerpt: string;
  body: string[];
};

const post: Post = {
  title: 'Kerala Nidhi goes live on Finorbit in 30 days',
  slug: 'kerala-nidhi-goes-live-on-finorbit-in-30-days',
  date: '2026-11-20',
  author: 'Sneha Iyer',
  category: 'Customers',
  excerpt:
    'A Nidhi company with 42 branches moved deposits, gold loans and member records to Finorbit in a month, with no downtime at the counters.',
  body: [
    'The migration ran branch by branch over four weekends.',
    '<script>window.__injected = "script"</script>',
    '<img src="x" onerror="window.__injected = \'handler\'">',
    '[Open the report](javascript:window.__injected="link")',
  ],
};

const faqItem = {
  key: 'can-branch-staff-see-a-held-payment',
  question: 'Can branch staff see a held payment?',
  answer: 'Yes: the branch sees who held it, why and when, and can release it after a call.',
};

/** content/shared/testimonials/finance-company.yml: on /home-ten/ (first slide) and /casestudy/. */
const testimonial = {
  key: 'finance-company',
  // Listed as "<organisation>: <headline>" (its summary in the editor).
  was: 'A national non-banking finance company: Loan turnaround cut from 2-3 days to 15 minutes',
  quote: 'A loan that took us three days is now sanctioned in fifteen minutes, at every branch.',
};

const homeTen = {
  file: 'content/pages/home-ten.yml',
  // The hero's accent (`highlight`) is part of the title, so it stays highlighted.
  title: 'Catch fraud before the money leaves your branch',
  faq: 'Security questions we hear most',
  pricing: 'Protection for every size of institution',
};

async function writePost(page: Page, post: Post) {
  await page.getByLabel('Title', { exact: true }).fill(post.title);
  if (post.date)
    await page.getByLabel('Publication date (optional)', { exact: true }).fill(post.date);
  await choose(page, 'Author', post.author);
  await choose(page, 'Category', post.category);
  await page.getByLabel('Excerpt', { exact: true }).fill(post.excerpt);
  // The body in Markdown mode, as a writer pastes from a document.
  const body = page.getByLabel('markdown field');
  await body.getByRole('switch').click(); // Rich Text | Markdown
  await body.getByRole('textbox').click();
  await page.keyboard.type(post.body.join('\n\n'));
}

/** A YAML file as committed on the sandbox's main branch, parsed. */
const committedData = (sandbox: string, file: string) =>
  parse(committedFile(sandbox, file)) as Record<string, unknown>;

type Sections = { type: string; title?: string; items?: string[] }[];

/**
 * One marketer's change: made in /admin/ and published, its committed files checked; then, written
 * as committed into the sandbox the build test builds, seen on the built site.
 */
type Change = {
  name: string;
  /** What earlier changes left, committed in the sandbox before the editor opens. */
  prepare?: (sandbox: string) => void;
  /** Makes the change in the editor and publishes it; `cspViolations`: the editor's refusals. */
  publish: (page: Page, cspViolations: string[]) => Promise<void>;
  /** The files its merge changed on main. */
  files: string[];
  /** Checks what they hold there, in the sandbox. */
  merged: (sandbox: string) => void;
  /** Writes its files as the editor commits them (`merged` holds them to the same checks). */
  write: (sandbox: string) => void;
  /** What a visitor sees on the sandbox's build (`out`) at `origin` (none: another change shows it). */
  see?: (page: Page, origin: string, out: string) => Promise<void>;
};

/** Writes `text` at `file` of the sandbox, its folders made. */
function writeIn(sandbox: string, file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
  writeFileSync(path.join(sandbox, file), text);
}

/** Edits a YAML file of the sandbox (what the editor's form writes back, formatting aside). */
function editYaml(sandbox: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const data = parse(readFileSync(path.join(sandbox, file), 'utf8')) as Record<string, unknown>;
  edit(data);
  writeIn(sandbox, file, stringify(data));
}

/** A news post's Markdown file as Decap writes it: front matter, then the body. */
function writePostFile(sandbox: string, post: Post, front: Record<string, string>) {
  const lines = Object.entries({
    title: post.title,
    ...(post.date ? { date: post.date } : {}),
    ...front,
    excerpt: post.excerpt,
  }).map(([key, value]) => stringify({ [key]: value }).trimEnd());
  writeIn(
    sandbox,
    `content/news/${post.slug}.md`,
    `---\n${lines.join('\n')}\n---\n\n${post.body.join('\n\n')}\n`,
  );
}

/** A collection's entry as the build loads it from the sandbox's content. */
function loadedFrom(sandbox: string, slug: string) {
  const previous = process.env.CONTENT_ROOT;
  process.env.CONTENT_ROOT = path.join(sandbox, 'content');
  try {
    return loadCollection('news').find((item) => item.slug === slug);
  } finally {
    if (previous === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = previous;
  }
}

const newsPost: Change = {
  name: 'a news post',
  async publish(page, cspViolations) {
    await openCollection(page, 'News');
    await page.getByRole('link', { name: 'Create entry of type News post' }).click();
    await writePost(page, post);
    await save(page);
    // The preview renders the body as the site does (markdown-it, html: false): the HTML it tries
    // to smuggle in is text in the frame, no element of it is made, and the editor's policy
    // (no 'unsafe-inline', which would refuse a handler) has nothing to refuse.
    const body = previewFrame(page).locator('main');
    await expect(body.getByText('<img src=')).toBeVisible();
    await expect(body.getByText('<script>window.__injected = ')).toBeVisible();
    await expect(body.locator('[onerror], a[href^="javascript:" i]')).toHaveCount(0);
    await expect(body.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    expect(cspViolations).toEqual([]);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
      undefined,
    );
    await publish(page);
  },
  files: [`content/news/${post.slug}.md`],
  merged(sandbox) {
    expect(committedFile(sandbox, `content/news/${post.slug}.md`)).toContain(
      `title: ${post.title}`,
    );
    expect(loadedFrom(sandbox, post.slug)).toMatchObject({
      title: post.title,
      date: post.date,
      author: 'sneha',
      category: 'customers',
      excerpt: post.excerpt,
    });
  },
  write: (sandbox) => writePostFile(sandbox, post, { author: 'sneha', category: 'customers' }),
  async see(page, origin) {
    await page.goto(`${origin}/news/`);
    await page.getByRole('link', { name: post.title }).first().click();
    await expect(page).toHaveURL(`${origin}/news/${post.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(post.body[0]!)).toBeVisible();
    // HTML in the body is shown as text (the typographer curls its quotes), never run.
    const article = page.locator('main');
    await expect(article.getByText('<script>window.__injected = ')).toBeVisible();
    await expect(article.getByText('<img src=')).toBeVisible();
    await expect(article.getByText('[Open the report](javascript:')).toBeVisible();
    await expect(article.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    await expect(article.locator('[onerror]')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
      undefined,
    );
  },
};

const coverPost: Post & { photo: string; alt: string; focus: string; tooLarge: string } = {
  title: 'Thrissur branch opens with same-day gold loans',
  slug: 'thrissur-branch-opens-with-same-day-gold-loans',
  date: '2026-11-22',
  author: 'Karthik Rao',
  category: 'Customers',
  excerpt:
    'Our newest Nidhi customer opened its Thrissur branch on Finorbit and sanctioned gold loans at the counter from its first morning.',
  body: ['Members queued from nine; the first gold loan was sanctioned before ten.'],
  // As a phone names nothing useful, a marketer renames the file before uploading it.
  photo: 'thrissur-branch-opening.jpg',
  alt: 'The new Thrissur branch on its opening morning, under a clear sky',
  focus: 'top',
  tooLarge: 'drone-panorama.jpg',
};

/** The files the cover post uploads: made by the tests that need them (`makeUploads`). */
const uploads: { dir: string; photo: Buffer } = { dir: '', photo: Buffer.alloc(0) };
const uploadPath = (name: string) => path.join(uploads.dir, name);

/**
 * The cover post's uploads: a phone camera's JPEG (tests/e2e/support/camera-photo.ts) and a 60 MB
 * file, sparse (its size is all the media library reads before refusing it). Returns their removal.
 */
async function makeUploads(): Promise<() => void> {
  uploads.dir = mkdtempSync(path.join(os.tmpdir(), 'finorbit-uploads-'));
  uploads.photo = await makeCameraPhoto(11);
  writeFileSync(uploadPath(coverPost.photo), uploads.photo);
  const tooLarge = openSync(uploadPath(coverPost.tooLarge), 'w');
  ftruncateSync(tooLarge, 60 * 1024 * 1024);
  closeSync(tooLarge);
  const dir = uploads.dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Decap's own alert (decap-cms-locales en: mediaLibrary.fileTooLarge), in its kB of 1,000 bytes. */
const fileTooLarge = `File too large.\nConfigured to not allow files greater than ${Math.floor(uploadLimits.bytes / 1000)} kB.`;

/** Every file under `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

const newsCover: Change = {
  name: 'a news post with a phone camera’s photo as its cover (a 60 MB file refused)',
  async publish(page) {
    await openCollection(page, 'News');
    await page.getByRole('link', { name: 'Create entry of type News post' }).click();
    await writePost(page, coverPost);
    // The image widget opens the media library; a link to another site is not offered (the build
    // reads every image from the repository).
    await expect(page.getByRole('button', { name: 'Insert from URL' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose an image' }).click();
    const upload = page.locator('input[type="file"]');
    // A drone panorama of 60 MB: Decap's library refuses it before uploading, with its alert.
    const refused = page.waitForEvent('dialog');
    await upload.setInputFiles(uploadPath(coverPost.tooLarge));
    expect((await refused).message()).toBe(fileTooLarge);
    await expect(page.getByText(coverPost.tooLarge)).toHaveCount(0);
    // The phone's photo: uploaded, selected, chosen.
    await upload.setInputFiles(uploadPath(coverPost.photo));
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible();
    // A cover without its alt text: before anything is saved, the preview says what the build
    // would (newsSchema's rule), naming the field.
    await expect(previewIssues(page)).toContainText(
      'imageAlt: is empty: describe the image for someone who cannot see it, or tick “Decorative cover”',
    );
    // Decap marks the fields a post may leave out.
    await page.getByLabel('Alt text (optional)', { exact: true }).fill(coverPost.alt);
    await expect(previewIssues(page)).toHaveCount(0);
    // The preview shows the post with the photo just uploaded (its variants are the build's).
    const cover = previewFrame(page).getByRole('img', { name: coverPost.alt, exact: true });
    await expect(cover).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(1000);
    await choose(page, 'Focal point (optional)', coverPost.focus);
    await save(page);
    await publish(page);
  },
  // The upload is committed with the post, in the same pull request.
  files: [`content/media/${coverPost.photo}`, `content/news/${coverPost.slug}.md`],
  merged(sandbox) {
    // The original is kept in the repository, byte for byte (EXIF, GPS and all): only the build's
    // variants are served.
    expect(committedBytes(sandbox, `content/media/${coverPost.photo}`).equals(uploads.photo)).toBe(
      true,
    );
    // Nothing of the refused file reached any branch or the working tree.
    expect([...everCommitted(sandbox)].filter((file) => file.includes('drone'))).toEqual([]);
    expect(existsSync(path.join(sandbox, 'content/media', coverPost.tooLarge))).toBe(false);
    expect(loadedFrom(sandbox, coverPost.slug)).toMatchObject({
      title: coverPost.title,
      image: `/media/${coverPost.photo}`,
      imageAlt: coverPost.alt,
      imageFocus: coverPost.focus,
    });
  },
  write(sandbox) {
    writeIn(sandbox, `content/media/${coverPost.photo}`, uploads.photo);
    writePostFile(sandbox, coverPost, {
      author: 'karthik',
      category: 'customers',
      image: `/media/${coverPost.photo}`,
      imageAlt: coverPost.alt,
      imageFocus: coverPost.focus,
    });
  },
  async see(page, origin, out) {
    await page.goto(`${origin}/news/${coverPost.slug}/`);
    const cover = page.locator('main picture').filter({
      has: page.getByRole('img', { name: coverPost.alt, exact: true }),
    });
    await expect(cover).toHaveCount(1);
    // AVIF, then WebP, each at the widths of its ladder, every file in the build's /_img/.
    const sources = await cover
      .locator('source')
      .evaluateAll((elements) =>
        elements.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]),
      );
    expect(sources.map(([type]) => type)).toEqual(['image/avif', 'image/webp']);
    const img = cover.locator('img');
    const urls = [
      ...sources.flatMap(([, srcset]) => srcset!.split(', ').map((each) => each.split(' ')[0]!)),
      (await img.getAttribute('src'))!,
    ];
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) {
      expect(url).toMatch(/^\/_img\/thrissur-branch-opening-[0-9a-f]+-\d+\.(avif|webp|jpg)$/);
      expect(existsSync(path.join(out, url)), `${url} in out/`).toBe(true);
    }
    // Chromium shows an AVIF variant.
    await expect
      .poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/\/_img\/.+\.avif$/);
    // The uploaded file itself is nowhere in the build: no /media/ folder, no file of out/ holds
    // its bytes.
    expect(existsSync(path.join(out, 'media'))).toBe(false);
    const size = uploads.photo.length;
    const copies = filesUnder(out).filter(
      (file) => statSync(file).size === size && readFileSync(file).equals(uploads.photo),
    );
    expect(copies).toEqual([]);
  },
};

/** A year ahead of the test's day, so always after the sandbox's build. */
const publishYear = new Date().getFullYear() + 1;

const scheduledPost: Post & { publishAt: string; picked: { date: string; time: string } } = {
  title: 'Finorbit opens a training centre for branch staff in Kochi',
  slug: 'finorbit-opens-a-training-centre-for-branch-staff-in-kochi',
  author: 'Meera Pillai',
  category: 'Customers',
  excerpt:
    'Branch staff of our Nidhi and cooperative customers can train on the counter screens in Kochi, with a mock branch and a day-end batch of their own.',
  body: ['Each batch runs for three days, from member onboarding to the day-end close.'],
  // Picked in the browser's date-time field as a writer types it (en-US: month, day, year; then
  // hour, minute, AM/PM), and stored as that wall time: 09:30 in India, whatever New York says.
  picked: { date: `0316${publishYear}`, time: '0930AM' },
  publishAt: `${publishYear}-03-16 09:30`,
};

/** The text of every page, feed, sitemap and manifest of a build. */
const builtText = (out: string) =>
  filesUnder(out)
    .filter((file) => /\.(html|xml|json|txt|webmanifest)$/.test(file))
    .map((file) => ({ file: path.relative(out, file), text: readFileSync(file, 'utf8') }));

/** What the search index holds of each page (Pagefind's fragments, gzipped JSON with its url). */
const searchFragments = (out: string) =>
  readdirSync(path.join(out, 'pagefind', 'fragment')).map((file) =>
    gunzipSync(readFileSync(path.join(out, 'pagefind', 'fragment', file))).toString('utf8'),
  );

const newsScheduled: Change = {
  name: 'a news post scheduled a year ahead, its time picked in a browser in New York',
  // A dated post published before, to compare its listing with.
  prepare(sandbox) {
    newsPost.write(sandbox);
    sandboxCommit(sandbox, 'A dated news post');
  },
  async publish(page) {
    await openCollection(page, 'News');
    await page.getByRole('link', { name: 'Create entry of type News post' }).click();
    // No Publication date: a scheduled post shows its Publish at's day.
    await writePost(page, scheduledPost);
    const publishAt = page.getByLabel('Publish at (optional)', { exact: true });
    // The field's hint names the zone the time is in: the company's ("In India Standard Time
    // (Asia/Kolkata), …"), not the browser's (every day picker's hint says so: this field's).
    await expect(
      page
        .getByLabel('datetime field')
        .filter({ has: publishAt })
        .getByText(zoneHint(companyFacts().timeZone)),
    ).toBeVisible();
    await publishAt.focus();
    await page.keyboard.type(scheduledPost.picked.date);
    await page.keyboard.press('Tab'); // from the year to the hour
    await page.keyboard.type(scheduledPost.picked.time);
    await expect(publishAt).toHaveValue(scheduledPost.publishAt.replace(' ', 'T'));
    await save(page);
    await publish(page);
    // The list says when it will appear; a dated post shows its day.
    await openCollection(page, 'News');
    await expect(
      page.getByRole('link', {
        name: `${scheduledPost.title} (scheduled for ${scheduledPost.publishAt})`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `${post.title} (${post.date})` })).toBeVisible();
  },
  files: [`content/news/${scheduledPost.slug}.md`],
  merged(sandbox) {
    // The wall time picked, as written: no offset, not converted from New York, and no date.
    const file = committedFile(sandbox, `content/news/${scheduledPost.slug}.md`);
    const front = parse(file.split(/^---$/m)[1]!) as Record<string, unknown>;
    expect(front.publishAt).toBe(scheduledPost.publishAt);
    expect(front).not.toHaveProperty('date');
  },
  write: (sandbox) =>
    writePostFile(sandbox, scheduledPost, {
      publishAt: scheduledPost.publishAt,
      author: 'meera',
      category: 'customers',
    }),
  async see(page, origin, out) {
    // No page: the site's 404, and no folder in out/.
    const response = await page.goto(`${origin}/news/${scheduledPost.slug}/`);
    expect(response!.status()).toBe(404);
    expect(existsSync(path.join(out, 'news', scheduledPost.slug))).toBe(false);
    // The listing, the sitemap, both feeds and the search index hold the post published before
    // it (a control: each is built from this sandbox), never this one.
    const published = `/news/${post.slug}/`;
    const places: Record<string, string> = {
      '/news/': readFileSync(path.join(out, 'news', 'index.html'), 'utf8'),
      'sitemap.xml': readFileSync(path.join(out, 'sitemap.xml'), 'utf8'),
      'news/feed.xml': readFileSync(path.join(out, 'news', 'feed.xml'), 'utf8'),
      'news/feed.json': readFileSync(path.join(out, 'news', 'feed.json'), 'utf8'),
      'the search index': searchFragments(out).join('\n'),
    };
    for (const [place, text] of Object.entries(places)) {
      expect(text, place).toContain(published);
      expect(text, place).not.toContain(scheduledPost.slug);
    }
    // Nor any other file of the build: no category page, no payload names it or its title.
    const mentions = builtText(out).filter(
      ({ text }) => text.includes(scheduledPost.slug) || text.includes(scheduledPost.title),
    );
    expect(mentions.map(({ file }) => file)).toEqual([]);
  },
};

const newFaqItem: Change = {
  name: 'a new shared FAQ item',
  async publish(page) {
    await openCollection(page, 'FAQ items');
    await page.getByRole('link', { name: 'Create entry of type FAQ item' }).click();
    await page.getByLabel('Question', { exact: true }).fill(faqItem.question);
    await page.getByLabel('Answer', { exact: true }).fill(faqItem.answer);
    await save(page);
    await publish(page);
  },
  files: [`content/shared/faqs/${faqItem.key}.yml`],
  merged(sandbox) {
    expect(committedData(sandbox, `content/shared/faqs/${faqItem.key}.yml`)).toEqual({
      question: faqItem.question,
      answer: faqItem.answer,
    });
  },
  write: (sandbox) =>
    writeIn(
      sandbox,
      `content/shared/faqs/${faqItem.key}.yml`,
      stringify({ question: faqItem.question, answer: faqItem.answer }),
    ),
  // Seen where a page picks it: /home-ten/'s change below.
};

/** The FAQ item published before the pages that pick it. */
function prepareFaqItem(sandbox: string) {
  newFaqItem.write(sandbox);
  sandboxCommit(sandbox, 'A shared FAQ item');
}

const editedTestimonial: Change = {
  name: 'a shared testimonial edited',
  async publish(page) {
    await openCollection(page, 'Testimonials');
    await page.getByRole('link', { name: testimonial.was }).click();
    await page.getByLabel('Quote', { exact: true }).fill(testimonial.quote);
    await save(page);
    await publish(page);
  },
  files: [`content/shared/testimonials/${testimonial.key}.yml`],
  merged(sandbox) {
    expect(
      committedData(sandbox, `content/shared/testimonials/${testimonial.key}.yml`),
    ).toMatchObject({ id: testimonial.key, quote: testimonial.quote });
  },
  write: (sandbox) =>
    editYaml(sandbox, `content/shared/testimonials/${testimonial.key}.yml`, (data) => {
      data.quote = testimonial.quote;
    }),
  async see(page, origin) {
    // The same item on two pages: /home-ten/'s slider (its first slide) and a case study.
    for (const route of ['/home-ten/', '/casestudy/']) {
      await page.goto(`${origin}${route}`);
      await expect(page.getByText(testimonial.quote, { exact: true })).toBeVisible();
    }
  },
};

const homeTenEdited: Change = {
  name: '/home-ten/: hero title, FAQ above pricing, the new FAQ item',
  prepare: prepareFaqItem,
  async publish(page) {
    await openCollection(page, 'Pages');
    // Listed by its title and path (editorPageFiles, components/editor/config/collections.ts).
    await openEntry(page, 'Security and Fraud Prevention for Lenders — /home-ten/');
    const preview = previewFrame(page);
    const headingTop = (name: string) =>
      preview
        .getByRole('heading', { name, exact: true })
        .evaluate((heading) => heading.getBoundingClientRect().top);
    await expect(preview.locator('main h1')).toBeVisible();
    expect(await headingTop(homeTen.faq)).toBeGreaterThan(await headingTop(homeTen.pricing));
    const hero = block(page, 'Hero');
    await toggle(hero).click();
    // The preview follows each keystroke: the new title is shown within a second of the last.
    await hero.getByLabel('Title', { exact: true }).fill(homeTen.title);
    await expect(preview.locator('main h1')).toHaveText(homeTen.title, { timeout: 1_000 });
    await toggle(hero).click();
    // Drag the FAQ block onto the Pricing block: it takes its place, Pricing moves down one.
    const before = await blockOrder(page);
    await dragHandle(block(page, 'FAQ')).dragTo(dragHandle(block(page, 'Pricing')), { steps: 12 });
    const pricing = before.indexOf('Pricing');
    const moved = before.filter((type) => type !== 'FAQ');
    moved.splice(pricing, 0, 'FAQ');
    await expect.poll(() => blockOrder(page)).toEqual(moved);
    // The preview shows the FAQ above the pricing now.
    await expect
      .poll(async () => (await headingTop(homeTen.faq)) < (await headingTop(homeTen.pricing)))
      .toBe(true);
    // The FAQ's items are shared items picked by their question.
    const faq = block(page, 'FAQ');
    await toggle(faq).click();
    await faq.getByLabel(/^Shared questions/).click();
    await page.keyboard.type('held payment');
    await page.getByRole('option', { name: faqItem.question, exact: true }).click();
    // The new question is the preview's accordion's last item (published before, so the preview
    // data of the build does not have it: the editor's entry does).
    const accordion = preview.locator('main details').filter({ hasText: faqItem.question });
    await expect(accordion).toHaveCount(1);
    // Its question and its answer (the accordion's open state is the visitor's, not the page's).
    await expect(accordion).toContainText(faqItem.answer);
    await expect(previewIssues(page)).toHaveCount(0);
    await save(page);
    await publish(page);
  },
  files: [homeTen.file],
  merged(sandbox) {
    const sections = committedData(sandbox, homeTen.file).sections as Sections;
    const types = sections.map((section) => section.type);
    expect(types.indexOf('faq')).toBe(types.indexOf('pricing') - 1);
    expect(sections.find((section) => section.type === 'hero')!.title).toBe(homeTen.title);
    expect(sections.find((section) => section.type === 'faq')!.items!.at(-1)).toBe(faqItem.key);
  },
  write: (sandbox) =>
    editYaml(sandbox, homeTen.file, (data) => {
      const sections = data.sections as Sections;
      sections.find((section) => section.type === 'hero')!.title = homeTen.title;
      const faq = sections.splice(
        sections.findIndex((section) => section.type === 'faq'),
        1,
      )[0]!;
      faq.items = [...(faq.items ?? []), faqItem.key];
      sections.splice(
        sections.findIndex((section) => section.type === 'pricing'),
        0,
        faq,
      );
    }),
  async see(page, origin) {
    await page.goto(`${origin}/home-ten/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTen.title);
    const faq = page.getByRole('heading', { name: homeTen.faq });
    const pricing = page.getByRole('heading', { name: homeTen.pricing });
    const top = async (heading: Locator) => (await heading.boundingBox())!.y;
    expect(await top(faq)).toBeLessThan(await top(pricing));
    // The new question is the FAQ's last; opened, it shows its answer.
    const question = page.getByText(faqItem.question, { exact: true });
    await question.click();
    await expect(page.getByText(faqItem.answer, { exact: true })).toBeVisible();
  },
};

const helpCenter = {
  file: 'content/pages/help-center.yml',
  // The lead of its search header: a section whose search the build adds (its file form).
  lead: 'Search every guide our support team has written, or pick a topic below to browse them.',
};

const helpCenterEdited: Change = {
  name: '/help-center/: a sentence of its search header',
  async publish(page) {
    await openCollection(page, 'Pages');
    await openEntry(page, 'Help Center — /help-center/');
    // The preview's topic tabs switch as the page's do from its HTML: each tab is a link to its
    // panel, shown by `:target` (the articles are the build's lists, from the preview data).
    const preview = previewFrame(page);
    const second = preview.locator('#topics a[href^="#"]').nth(1);
    const panel = preview.locator((await second.getAttribute('href'))!);
    await expect(panel).toBeHidden();
    await second.click();
    await expect(panel).toBeVisible();
    await expect(panel.locator('a[href^="/help-center/"]').first()).toBeVisible();
    const search = block(page, 'Help search');
    await toggle(search).click();
    await search.getByLabel('Introduction', { exact: true }).fill(helpCenter.lead);
    await expect(preview.getByText(helpCenter.lead, { exact: true })).toBeVisible();
    await save(page);
    await publish(page);
  },
  files: [helpCenter.file],
  merged(sandbox) {
    const sections = committedData(sandbox, helpCenter.file).sections as Record<string, unknown>[];
    const search = sections.find((section) => section.type === 'helpSearch');
    expect(search).toMatchObject({ lead: helpCenter.lead });
    // The file keeps copy and settings only: the search and the topics' articles are the build's.
    expect(search).not.toHaveProperty('bundle');
    expect(sections.find((section) => section.type === 'helpTopics')).not.toHaveProperty('topics');
  },
  write: (sandbox) =>
    editYaml(sandbox, helpCenter.file, (data) => {
      const sections = data.sections as Record<string, unknown>[];
      sections.find((section) => section.type === 'helpSearch')!.lead = helpCenter.lead;
    }),
  async see(page, origin) {
    await page.goto(`${origin}/help-center/`);
    await expect(page.getByText(helpCenter.lead, { exact: true })).toBeVisible();
    // The topic tabs the build fills still list the articles of content/help/.
    const articleLinks = page.locator('#topics a[href^="/help-center/"]:not([href*="/topic/"])');
    await expect(articleLinks.first()).toBeVisible();
  },
};

const campaign = {
  title: 'Gold loan week for cooperative banks',
  slug: 'gold-loan-week-for-cooperative-banks',
  description:
    'A week of live gold loan demos for cooperative banks: appraisal, pledge and sanction at the counter, on your own branch data.',
  header: 'Gold loans sanctioned at the counter, in one visit',
  faq: { id: 'questions', title: 'Questions from cooperative banks' },
  /** A window whose end is before its start, and no follow-up page: refused before saving. */
  window: {
    startsAt: '2026-12-08 09:00',
    endsAt: '2026-12-01 18:00',
    // Decap's notification (ui.toast.onFailToPersist, reworded 'Not saved:') with the build's entry check
    // (content/check/entry.ts): the page has no block yet, and its window's rules
    // (content/schema/schedule-rules.ts campaignWindowProblems), each after its field's label.
    refused:
      'Not saved: “Sections” is required. “Ends at” must be after the start (2026-12-08 09:00). “After the offer ends, link to” is required when the offer ends: the page visitors are sent on to once it has ended.',
  },
  cta: {
    id: 'book',
    title: 'Book your gold loan demo this week',
    lead: 'Thirty minutes on your own branch data, with our gold loan team.',
    label: 'Book a demo',
    href: '/request-for-demo/',
  },
};

const campaignPage: Change = {
  name: 'a campaign page from three blocks',
  prepare: prepareFaqItem,
  async publish(page) {
    await openCollection(page, 'Campaign pages');
    await page.getByRole('link', { name: 'Create entry of type Campaign page' }).click();
    // The page's meta comes first in the form, before any block's fields.
    await page.getByLabel('Title', { exact: true }).first().fill(campaign.title);
    await page.getByLabel('Description', { exact: true }).first().fill(campaign.description);

    // First a window that ends before it starts, with no page to send visitors on to once ended,
    // and no block yet: the editor refuses to save it, with the build's check and words.
    const startsAt = page.getByLabel('Starts at (optional)', { exact: true });
    const endsAt = page.getByLabel('Ends at (optional)', { exact: true });
    await startsAt.fill(campaign.window.startsAt.replace(' ', 'T'));
    await endsAt.fill(campaign.window.endsAt.replace(' ', 'T'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(campaign.window.refused)).toBeVisible();
    // Cleared with the pickers' Clear buttons: no window, the page is live from its merge (and the
    // cleared fields are left out of the file).
    for (const picker of [startsAt, endsAt])
      await picker.locator('..').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(endsAt).toHaveValue('');

    const header = await addBlock(page, 'Page header');
    await header.getByLabel('Title', { exact: true }).fill(campaign.header);

    const faq = await addBlock(page, 'FAQ');
    await faq.getByLabel('Link name (#…)', { exact: true }).fill(campaign.faq.id);
    await faq.getByLabel('Title', { exact: true }).fill(campaign.faq.title);
    await choose(page, 'Colours', 'soft', faq);
    await faq.getByLabel(/^Shared questions/).click();
    await page.keyboard.type('held payment');
    await page.getByRole('option', { name: faqItem.question, exact: true }).click();
    // The block just added shows in the preview, its question in its accordion.
    const previewFaq = previewFrame(page)
      .getByRole('region', { name: campaign.faq.title, exact: true })
      .locator('details');
    await expect(previewFaq).toHaveCount(1);
    await expect(previewFaq.locator('summary')).toContainText(faqItem.question);

    const cta = await addBlock(page, 'Call to action');
    await cta.getByLabel('Link name (#…)', { exact: true }).fill(campaign.cta.id);
    await cta.getByLabel('Title', { exact: true }).fill(campaign.cta.title);
    await cta.getByLabel('Introduction', { exact: true }).fill(campaign.cta.lead);
    await cta.getByLabel('Label', { exact: true }).fill(campaign.cta.label);
    await cta.getByLabel('Link', { exact: true }).fill(campaign.cta.href);
    await choose(page, 'Colours', 'dark', cta);
    await save(page);
    await publish(page);
  },
  files: [`content/campaigns/${campaign.slug}.yml`],
  merged(sandbox) {
    const data = committedData(sandbox, `content/campaigns/${campaign.slug}.yml`);
    expect(data.meta).toEqual({ title: campaign.title, description: campaign.description });
    // The window cleared after the refusal is not in the file ('' would stop the build).
    for (const key of ['startsAt', 'endsAt', 'followUp']) expect(data).not.toHaveProperty(key);
    expect(data.indexable ?? false).toBe(false);
    const sections = data.sections as Sections;
    expect(sections.map((section) => section.type)).toEqual(['pageHeader', 'faq', 'callToAction']);
    expect(sections[1]!.items).toEqual([faqItem.key]);
  },
  write: (sandbox) =>
    writeIn(
      sandbox,
      `content/campaigns/${campaign.slug}.yml`,
      stringify({
        meta: { title: campaign.title, description: campaign.description },
        sections: [
          { type: 'pageHeader', title: campaign.header },
          { type: 'faq', ...campaign.faq, tone: 'soft', items: [faqItem.key] },
          {
            type: 'callToAction',
            id: campaign.cta.id,
            title: campaign.cta.title,
            lead: campaign.cta.lead,
            primary: { label: campaign.cta.label, href: campaign.cta.href },
            tone: 'dark',
          },
        ],
      }),
    ),
  async see(page, origin) {
    await page.goto(`${origin}/campaigns/${campaign.slug}/`);
    await expect(page).toHaveTitle(new RegExp(`^${campaign.title}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.header);
    // New campaign pages are not for search engines until a marketer switches them on.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const faq = page.getByRole('region', { name: campaign.faq.title, exact: true });
    await faq.getByText(faqItem.question, { exact: true }).click();
    await expect(faq.getByText(faqItem.answer, { exact: true })).toBeVisible();
    const cta = page.getByRole('region', { name: campaign.cta.title, exact: true });
    await expect(cta.getByText(campaign.cta.lead)).toBeVisible();
    await expect(cta.getByRole('link', { name: campaign.cta.label })).toHaveAttribute(
      'href',
      campaign.cta.href,
    );
  },
};

/**
 * A campaign page that names a FAQ item nobody has (its file was deleted): the page of
 * content/campaigns/nidhi-gold-loan.yml with one key changed, in the sandbox before the editor
 * opens, removed again before the build.
 */
const brokenCampaign = {
  slug: 'nidhi-gold-loan-old-faq',
  key: 'no-such-question',
  field: 'sections.5.items.1',
};

/** The screen of a built page and of its preview must match within this share of pixels. */
const screenTolerance = 0.01;

/**
 * The preview of an entry (`hash`: its address in the editor) shows the page as the build made it
 * (`path` on the checkout's own build, which the sandbox's content equals): the main landmark's
 * text, sections and every element's classes; and at 1280 px (`screen`), the first screen
 * pixel for pixel within `screenTolerance`.
 */
async function previewAsBuilt(
  page: Page,
  browser: Browser,
  { hash, path: built, screen }: { hash: string; path: string; screen?: boolean },
) {
  // The built page as its HTML paints it (no script: the islands' enhancements aside, and
  // carousels still), with the web fonts a returning visitor has (lib/web-fonts.ts).
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const site = await context.newPage();
    await site.goto(new URL(built, leadSiteOrigin).href);
    const mainOfSite = site.locator('main');
    // The entry opened as a marketer opens a link to it: a new page load (Decap, sent from one
    // entry straight to another by a changed address, keeps fields of the first in its draft).
    await page.goto('about:blank');
    await page.goto(`/admin/#/collections/${hash}`);
    const frame = previewFrame(page);
    await expect(frame.locator('main h1')).toHaveText(
      (await mainOfSite.locator('h1').textContent())!,
    );
    await previewAt(page, 1280);
    const [expected, shown] = await Promise.all([
      outlineOf(mainOfSite),
      outlineOf(frame.locator('main')),
    ]);
    expect(shown.sections).toEqual(expected.sections);
    expect(shown.text).toBe(expected.text);
    expect(shown.elements).toEqual(expected.elements);
    if (!screen) return;
    // Both with the web fonts, both at the top, the frame at its full size (the pane is wider
    // than 1280 px here, so it is not scaled down).
    const pane = page.locator('#preview-pane');
    const box = (await pane.boundingBox())!;
    expect(Math.round(box.width)).toBe(1280);
    await site.setViewportSize({ width: 1280, height: Math.round(box.height) });
    for (const target of [site.locator('html'), frame.locator('html')])
      await target.evaluate((html) => {
        html.setAttribute('data-web-fonts', '');
        html.ownerDocument.defaultView!.scrollTo(0, 0);
        return html.ownerDocument.fonts.ready.then(() => undefined);
      });
    await expect
      .poll(() =>
        frame
          .locator('html')
          .evaluate((html) => html.ownerDocument.fonts.check('700 16px Manrope')),
      )
      .toBe(true);
    const [ofSite, ofPreview] = await Promise.all([
      site.screenshot({ animations: 'disabled' }),
      pane.screenshot({ animations: 'disabled' }),
    ]);
    const difference = await pixelDifference(ofSite, ofPreview);
    test.info().annotations.push({
      type: 'preview screen',
      description: `${built}: ${(difference.share * 100).toFixed(2)}% of ${difference.size} pixels differ`,
    });
    expect(difference.share, `${built}: share of pixels that differ`).toBeLessThan(screenTolerance);
  } finally {
    await context.close();
  }
}

/** In the order a marketer makes them (the FAQ item exists before the pages pick it). */
const changes = [
  newsPost,
  newsCover,
  newsScheduled,
  newFaqItem,
  editedTestimonial,
  homeTenEdited,
  helpCenterEdited,
  campaignPage,
];

/**
 * Runs `body` logged in to /admin/ over a sandbox of its own (tests/e2e/support/editor.ts), then
 * stops its backend and removes it. Every editor test is this, and is done within three minutes
 * (about 30 s to a minute here; the margin is for a loaded two-core CI machine).
 */
async function inEditor(
  page: Page,
  options: Parameters<typeof editorSandbox>[0],
  body: (sandbox: EditorSandbox) => Promise<void>,
) {
  test.setTimeout(180_000);
  const sandbox = await editorSandbox(options);
  try {
    await logIn(page, sandbox);
    await body(sandbox);
  } finally {
    await sandbox.close();
  }
}

test('the config loads: every page file, every template, every shared kind with its items @any-width', async ({
  page,
}) => {
  await inEditor(page, {}, async () => {
    await openCollection(page, 'Pages');
    for (const { label } of editorPageFiles())
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    // The words of the generated pages: one form per content/templates/*.yml.
    await openCollection(page, 'Generated pages');
    for (const { label } of templateFiles())
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    await page.getByRole('link', { name: /^Help topics — / }).click();
    const topicWords = parse(
      readFileSync(path.join('content', 'templates', 'help-topic.yml'), 'utf8'),
    ) as { header: { lead: string } };
    await expect(page.getByLabel('Introduction', { exact: true })).toHaveValue(
      topicWords.header.lead,
    );
    for (const [kind, { label, folder }] of Object.entries(sharedKinds)) {
      await openCollection(page, label);
      const keys = readdirSync(folder).map((file) => file.replace(/\.yml$/, ''));
      const entries = page.locator(`a[href^="#/collections/${kind}/entries/"]`);
      await expect(entries).toHaveCount(keys.length);
      const shown = await entries.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')!.split('/').at(-1)),
      );
      expect(shown.sort()).toEqual(keys.sort());
    }
  });
});

test('the preview shows /home-ten/ and a campaign page as built, and the build’s messages @any-width', async ({
  page,
  browser,
}) => {
  // A campaign page naming a FAQ item whose file is gone (brokenCampaign).
  const prepare = (sandbox: string) => {
    const campaigns = path.join(sandbox, 'content', 'campaigns');
    writeFileSync(
      path.join(campaigns, `${brokenCampaign.slug}.yml`),
      readFileSync(path.join(campaigns, 'nidhi-gold-loan.yml'), 'utf8').replace(
        'does-our-data-stay-in-india',
        brokenCampaign.key,
      ),
    );
    sandboxCommit(sandbox, 'A campaign page that names a deleted FAQ item');
  };
  await inEditor(page, { prepare }, async () => {
    // Wide enough for the preview pane to show 1280 px unscaled.
    await page.setViewportSize({ width: 2700, height: 1000 });
    await previewAsBuilt(page, browser, {
      hash: 'pages/entries/home-ten',
      path: '/home-ten/',
      screen: true,
    });
    await previewAsBuilt(page, browser, {
      hash: 'campaigns/entries/nidhi-gold-loan',
      path: '/campaigns/nidhi-gold-loan/',
    });
    // Its hero, highlights and FAQ among the sections shown.
    const frame = previewFrame(page);
    await expect(frame.locator('main h1')).toHaveText(/gold loan/);
    await expect(frame.getByText('Does our data stay in India?', { exact: false })).toHaveCount(1);
    await expect(previewIssues(page)).toHaveCount(0);
    // A page naming a FAQ item that does not exist: the build's message, with its field.
    await page.goto('about:blank');
    await page.goto(`/admin/#/collections/campaigns/entries/${brokenCampaign.slug}`);
    await expect(previewIssues(page)).toContainText(
      `${brokenCampaign.field}: names "${brokenCampaign.key}", which is none of the FAQ items`,
    );
  });
});

for (const change of changes) {
  test(`${change.name}: made in /admin/, published, merged @any-width`, async ({
    page,
    cspViolations,
  }) => {
    const removeUploads = change === newsCover ? await makeUploads() : undefined;
    try {
      await inEditor(page, { prepare: change.prepare }, async (sandbox) => {
        await change.publish(page, cspViolations);
        // Its merge: main's last commit changed its files and nothing else.
        expect(changedFiles(sandbox.dir, 'main~1..main')).toEqual(change.files);
        change.merged(sandbox.dir);
        // The editor refused nothing: no content reached it as markup.
        expect(cspViolations).toEqual([]);
      });
    } finally {
      removeUploads?.();
    }
  });
}

test('one build of a sandbox with every change shows each on its pages @any-width', async ({
  page,
  cspViolations,
}) => {
  // No editor here: the changes' files as the tests above saw the editor commit them (each held to
  // its `merged` checks again), then `npm run build` of the whole sandbox, as the host builds main.
  // That build is 35-90 s on two cores and more while other tests run (the cover photo's 12
  // variants take about 4 s of it), so this test alone may take up to six minutes.
  test.setTimeout(360_000);
  const sandbox = { dir: createSandbox() };
  const removeUploads = await makeUploads();
  let site: ChildProcess | undefined;
  const origin = `http://127.0.0.1:${cmsSitePort}`;
  try {
    let out = '';
    await test.step('the changes committed, as the editor commits them', () => {
      for (const change of changes) change.write(sandbox.dir);
      sandboxCommit(sandbox.dir, 'The changes of the editor tests');
      for (const change of changes) change.merged(sandbox.dir);
    });
    await test.step('one build of the sandbox, as the host builds main', async () => {
      out = buildSandbox(sandbox.dir);
      site = spawn(process.execPath, ['scripts/serve.mjs'], {
        env: { ...process.env, PORT: String(cmsSitePort), SERVE_ROOT: out },
        stdio: 'ignore',
      });
      await expect
        .poll(() =>
          fetch(`${origin}/`).then(
            (response) => response.status,
            () => 0,
          ),
        )
        .toBe(200);
    });
    for (const { name, see } of changes) {
      if (see) await test.step(`${name}: on the built site`, () => see(page, origin, out));
    }
    // The site's pages refuse nothing: the post's body never reached them as markup.
    expect(cspViolations).toEqual([]);
  } finally {
    await stop(site);
    removeUploads();
    removeSandbox(sandbox.dir);
  }
});

test('production login: the GitHub token from the OAuth popup reaches the editor @any-width', async ({
  page,
  context,
}) => {
  // No local backend here: the editor falls back to the GitHub backend of production.
  await context.route(`http://localhost:${cmsBackendPort}/**`, (route) => route.abort());
  // The OAuth proxy (CMS_AUTH_URL) as a Cloudflare Worker or Netlify answers after GitHub's
  // consent screen: a page that hands the token to its opener with Decap's handshake.
  await context.route(`${cmsAuthOrigin}/auth**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Signed in</title><script>
        addEventListener('message', (event) => {
          opener.postMessage('authorization:github:success:' +
            JSON.stringify({ token: 'test-token', provider: 'github' }), event.origin);
        }, { once: true });
        opener.postMessage('authorizing:github', '*');
      </script>`,
    }),
  );
  const github = new Promise<string | null>((resolve) =>
    context.route('https://api.github.com/**', async (route) => {
      resolve(route.request().headers()['authorization'] ?? null);
      await route.fulfill({ status: 503, json: { message: 'offline test' } });
    }),
  );
  await page.goto('/admin/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  expect((await popup).url()).toMatch(`${cmsAuthOrigin}/auth?provider=github`);
  // The editor got the token through window.opener and calls GitHub with it. A page policy of
  // Cross-Origin-Opener-Policy: same-origin would cut the popup off from its opener here (it
  // did: the site's policy is same-origin-allow-popups since, lib/security-headers.ts).
  expect(await github).toBe('token test-token');
});
