// The cross-engine checks: what a visitor does with the controls, the demo form and the layout,
// written once against driver.ts and run in Gecko and WebKit with scripts on and off
// (tests/engines/run.ts). Expectations come from the content and the e2e helpers the Chromium
// specs use (tests/e2e/support/), so the three engines are held to the same page.
import { slidesInView } from '../e2e/support/carousel';
import { priceText, sectionsOf, videosOf } from '../e2e/support/content';
import { photoFixture } from '../e2e/support/photo-fixture';
import { leadEndpoint, leadOrigin, leadSiteOrigin } from '../e2e/support/ports';
import { demoRequestSchema } from '../../lib/form-schemas';
import type { Driver } from './driver';

export type Context = { site: string };
export type Check = { name: string; run: (driver: Driver, context: Context) => Promise<void> };

const TIMEOUT = 10_000;

/** Polls `read` until `ok(value)`; fails with `what` and the last value after `timeout` (10 s). */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeout = TIMEOUT,
) {
  const started = Date.now();
  let value = await read();
  while (!ok(value)) {
    if (Date.now() - started > timeout) {
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** In the page: whether the element is rendered and shown (not hidden, not zero-sized). */
function shown(selector: string, text: string | null, scope: string | null): boolean {
  const root = scope ? document.querySelector(scope) : document;
  const all = [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])];
  const el = all.find((item) => text === null || item.textContent!.trim() === text);
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return (
    box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true } as never)
  );
}

export type Target = { selector: string; text?: string; scope?: string };

const isShown = (driver: Driver, { selector, text, scope }: Target) =>
  driver.run(shown, selector, text ?? null, scope ?? null);

export async function expectShown(driver: Driver, target: Target, want = true, timeout?: number) {
  await until(
    `${target.scope ?? ''} ${target.selector} "${target.text ?? ''}" ${want ? 'shown' : 'hidden'}`,
    () => isShown(driver, target),
    (value) => value === want,
    timeout,
  );
}

/** A real click at the centre of the element, scrolled into the middle of the viewport first. */
export async function click(driver: Driver, { selector, text, scope }: Target) {
  let previous: { x: number; y: number } | null = null;
  const centre = await until(
    `${selector} "${text ?? ''}" to click`,
    () =>
      driver.run(
        (sel: string, txt: string | null, within: string | null) => {
          const root = within ? document.querySelector(within) : document;
          const all = [...(root?.querySelectorAll<HTMLElement>(sel) ?? [])];
          const el = all.find(
            (item) =>
              (txt === null || item.textContent!.trim() === txt) &&
              item.getBoundingClientRect().width > 0,
          );
          if (!el) return null;
          el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          const box = el.getBoundingClientRect();
          const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          // Only what a tap there would reach: not the header, a bubble or a page still moving.
          const hit = document.elementFromPoint(point.x, point.y);
          return hit && (hit === el || el.contains(hit)) ? point : null;
        },
        selector,
        text ?? null,
        scope ?? null,
      ),
    // The same point twice in a row: a loaded machine may still be laying the page out. Within a
    // pixel: WebKitGTK centres an element at a half-pixel offset (Decap's "Choose an image", 21 px
    // high) one pixel up, then one down, on every scrollIntoView, so an exact match never came.
    (value) => {
      const steady =
        value !== null &&
        previous !== null &&
        Math.abs(value.x - previous.x) <= 1 &&
        Math.abs(value.y - previous.y) <= 1;
      previous = value;
      return steady;
    },
  );
  await driver.clickAt(centre!.x, centre!.y);
}

const at = (context: Context, path: string) => `${context.site}${path}`;

// ------------------------------------------------------------------------------------ checks

const menu = '#side-menu';

const sideMenu: Check = {
  name: 'the side menu opens, shows its links and closes on Escape',
  async run(driver, context) {
    await driver.goto(at(context, '/contact/'));
    await expectShown(driver, { selector: menu }, false);
    await click(driver, { selector: 'button[aria-label="Open menu"]' });
    await expectShown(driver, { selector: menu });
    for (const link of ['Company', 'Reach Us']) {
      await expectShown(driver, { selector: 'a', text: link, scope: menu });
    }
    await driver.press('Escape');
    await expectShown(driver, { selector: menu }, false);
  },
};

const helpTab: Check = {
  name: 'a help-center tab shows its panel',
  async run(driver, context) {
    await driver.goto(at(context, '/help-center/'));
    await expectShown(driver, { selector: '#topics-all-documentation' });
    await click(driver, { selector: 'a[href="#topics-legal-support"]' });
    await expectShown(driver, { selector: '#topics-legal-support' });
    await expectShown(driver, { selector: '#topics-all-documentation' }, false);
  },
};

const faq = sectionsOf('/').find((section) => section.type === 'faq')!;

const accordion: Check = {
  name: 'an accordion keeps one item open',
  async run(driver, context) {
    if (faq.type !== 'faq') throw new Error('the home page has no FAQ');
    await driver.goto(at(context, '/'));
    const open = faq.openIndex ?? 0;
    const other = faq.items.length - 1 === open ? 0 : faq.items.length - 1;
    const openQuestions = () =>
      driver.run(() =>
        [...document.querySelectorAll('details[name][open] > summary')].map((summary) =>
          summary.textContent!.trim(),
        ),
      );
    await until('the open FAQ items', openQuestions, (list) => list.length === 1);
    await click(driver, { selector: 'details[name] > summary', text: faq.items[other]!.question });
    await until(
      'the open FAQ items',
      openQuestions,
      (list) => list.length === 1 && list[0] === faq.items[other]!.question,
    );
  },
};

const carousel: Check = {
  name: 'a carousel moves to its next slide',
  async run(driver, context) {
    const root = '[aria-roledescription="carousel"][aria-label="What our customers say"]';
    await driver.goto(at(context, '/company/'));
    const inView = () => driver.runOn(root, slidesInView);
    // Scrolled into view (Swiper starts near the viewport), then at rest on the first slide.
    await driver.runOn(root, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    if (driver.scripts) {
      await until(
        'Swiper to start',
        () => driver.runOn(root, (el) => !!el.querySelector('.swiper-initialized')),
        Boolean,
      );
    }
    const first = await until('the first slide in view', inView, (list) => list[0] === '1 of 4');
    await click(driver, { selector: '[aria-label="Next slide"]', scope: root });
    await until(
      'the next slide in view',
      inView,
      (list) => list[0] === '2 of 4' && list.length === first.length,
    );
  },
};

const pricingSection = sectionsOf('/home-four/').find((section) => section.type === 'pricing')!;

const pricing: Check = {
  name: 'the pricing switch changes the prices',
  async run(driver, context) {
    if (pricingSection.type !== 'pricing' || !pricingSection.billing) {
      throw new Error('/home-four/ has no billing switch');
    }
    const [first, second] = pricingSection.billing.options as { id: 'monthly' | 'yearly' }[];
    const plan = pricingSection.plans.find((item) => item.prices?.[second!.id])!;
    const before = priceText(plan.prices![first!.id]!.price);
    const after = priceText(plan.prices![second!.id]!.price);
    await driver.goto(at(context, '/home-four/'));
    const scope = '#pricing';
    await expectShown(driver, { selector: '*', text: before, scope });
    await click(driver, {
      selector: 'label',
      text: pricingSection.billing.options[1]!.label,
      scope,
    });
    await expectShown(driver, { selector: '*', text: after, scope });
    await expectShown(driver, { selector: '*', text: before, scope }, false);
  },
};

const video = videosOf('/')[0]!;

const videoLink: Check = {
  name: 'the video link opens the lightbox with scripts, and is a link without',
  async run(driver, context) {
    await driver.goto(at(context, '/'));
    const link = `a[href^="https://www.youtube.com/watch?v=${video.video.youtubeId}"]`;
    await expectShown(driver, { selector: link, text: video.video.label });
    if (!driver.scripts) return;
    // The lightbox is the island's: wait until it has taken the link over.
    await until(
      'the video island',
      () =>
        driver.run(
          (sel: string) => !!document.querySelector(sel)?.closest('[data-enhanced]'),
          link,
        ),
      Boolean,
    );
    await click(driver, { selector: link, text: video.video.label });
    const frame = `iframe[title="${video.video.label}"]`;
    await expectShown(driver, { selector: frame });
    const src = await driver.run(
      (sel: string) => document.querySelector(sel)!.getAttribute('src'),
      frame,
    );
    if (!src?.startsWith(`https://www.youtube-nocookie.com/embed/${video.video.youtubeId}`)) {
      throw new Error(`the lightbox plays ${src}`);
    }
    await driver.press('Escape');
    await until(
      'the lightbox to close',
      () => isShown(driver, { selector: frame }),
      (v) => !v,
    );
  },
};

// ------------------------------------------------------------------------------------ the form

const form = 'form[aria-label="Request a demo"]';
const requiredMessages = Object.values(demoRequestSchema).flatMap((field) =>
  'requiredMessage' in field ? [field.requiredMessage] : [],
);

/**
 * In the page: what is wrong with the form's labels after a refused submit: one not rendered, or
 * the Name label not fully in the viewport below the header's bottom edge.
 */
function labelProblems(formSelector: string): string[] {
  const header = document.querySelector('header')!.getBoundingClientRect();
  // Every field's label but the spam trap's, which is never rendered (`hidden`, Form.tsx).
  const problems = [...document.querySelectorAll<HTMLElement>(`${formSelector} label`)]
    .filter((label) => !label.closest('[hidden]'))
    .filter(
      (label) => !label.getBoundingClientRect().width || !label.getBoundingClientRect().height,
    )
    .map((label) => `the ${label.textContent} label is not rendered`);
  const name = document
    .querySelector<HTMLElement>(`${formSelector} label[for$="-name"]`)!
    .getBoundingClientRect();
  if (name.top < Math.max(0, header.bottom) - 0.5 || name.bottom > innerHeight + 0.5) {
    problems.push(
      `the Name label (${Math.round(name.top)}–${Math.round(name.bottom)}) is not clear of the header (bottom ${Math.round(header.bottom)}) in a ${innerHeight} px viewport`,
    );
  }
  return problems;
}

/** Opens the demo form; with scripts, waits for its island (it sets `novalidate`, forms.ts). */
async function openForm(driver: Driver, url: string) {
  await driver.goto(url);
  if (!driver.scripts) return;
  await until(
    'the form island',
    () =>
      driver.run((sel: string) => document.querySelector(sel)!.hasAttribute('novalidate'), form),
    Boolean,
  );
}

const emptySubmit: Check = {
  name: "an empty demo request shows the spec's messages, every label visible, Name below the header",
  async run(driver, context) {
    // out/: refusing an empty form needs no endpoint.
    await openForm(driver, at(context, '/request-for-demo/'));
    await click(driver, { selector: `${form} button[type="submit"]` });
    for (const message of requiredMessages) {
      await expectShown(driver, {
        selector: '.field-error, .field-error span',
        text: message,
        scope: form,
      });
    }
    await until(
      'the Name field focused',
      () => driver.run(() => document.activeElement?.id ?? ''),
      (id) => id.endsWith('-name'),
    );
    await until(
      'labels in view',
      () => driver.run(labelProblems, form),
      (list) => list.length === 0,
    );
    const url = await driver.run(() => location.pathname);
    if (url !== '/request-for-demo/') throw new Error(`an empty submit left the page for ${url}`);
  },
};

const validSubmit: Check = {
  name: 'a valid demo request reaches the endpoint (JSON with scripts, /thank-you/ without)',
  async run(driver) {
    const token = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    await openForm(driver, `${leadSiteOrigin}/request-for-demo/`);
    await click(driver, { selector: `${form} #demo-name` });
    await driver.type(`Priya ${token}`);
    await click(driver, { selector: `${form} #demo-email` });
    await driver.type('priya@keralanidhi.in');
    // Selects: an option as a picker leaves it (the native pickers are outside the page).
    await driver.run((sel: string) => {
      for (const [id, value] of [
        ['demo-budget', 'under-20k'],
        ['demo-country', 'IN'],
      ]) {
        const select = document.querySelector<HTMLSelectElement>(`${sel} #${id}`)!;
        select.value = value!;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, form);
    await until(
      'the filled form to be valid',
      () =>
        driver.run((sel: string) => {
          const element = document.querySelector<HTMLFormElement>(sel)!;
          const invalid = [...element.elements].filter(
            (field) => !(field as HTMLInputElement).checkValidity(),
          );
          return invalid.map((field) => `${field.id}=${(field as HTMLInputElement).value}`);
        }, form),
      (invalid) => invalid.length === 0,
    );
    // Close whatever the browser opened over the last field (autocomplete, a validation bubble
    // left by the previous check): a click would only dismiss it.
    await driver.press('Escape');
    await click(driver, { selector: `${form} button[type="submit"]` });
    if (driver.scripts) {
      await until(
        'the confirmation',
        () =>
          driver.run(() =>
            [...document.querySelectorAll('main [role="status"]')]
              .map((status) => status.textContent!.trim())
              .join(''),
          ),
        (text) => text.length > 0,
      );
    } else {
      await until(
        '/thank-you/',
        () => driver.run(() => location.href),
        (href) => href === `${leadSiteOrigin}/thank-you/`,
      ).catch(async (error: Error) => {
        // Say whether the post left the page at all (a lost tap) or the answer never came back.
        const arrived = await (await fetch(`${leadOrigin}/__requests?token=${token}`)).json();
        throw new Error(`${error.message}; the endpoint received ${JSON.stringify(arrived)}`);
      });
    }
    const received = (await (await fetch(`${leadOrigin}/__requests?token=${token}`)).json()) as {
      path: string;
      headers: Record<string, string>;
      body: Record<string, string>;
    }[];
    const sent = received[0];
    // JSON carries the fields under `fields`; a native post sends them as they are.
    const fields = (sent?.body.fields ?? sent?.body) as Record<string, string> | undefined;
    if (received.length !== 1 || fields?.name !== `Priya ${token}` || fields.country !== 'IN') {
      throw new Error(`the endpoint ${leadEndpoint} received ${JSON.stringify(received)}`);
    }
    const type = sent!.headers['content-type'] ?? '';
    const want = driver.scripts ? 'application/json' : 'application/x-www-form-urlencoded';
    if (!type.startsWith(want)) throw new Error(`sent as ${type}, not ${want}`);
  },
};

// ------------------------------------------------------------------------------------ photos

/** Which variant each engine and mode showed for the photo post's cover (printed by run.ts). */
export const photoFormats: string[] = [];

/** In the page: the first photo's state and every file its <picture> offers. */
function coverState() {
  const img = document.querySelector<HTMLImageElement>('picture > img');
  if (!img) return null;
  const offered = [...img.parentElement!.querySelectorAll('source')].flatMap((source) =>
    source
      .getAttribute('srcset')!
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );
  return {
    complete: img.complete,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    currentSrc: img.currentSrc,
    offered: [...offered, img.getAttribute('src')!],
  };
}

const photoCover: Check = {
  name: 'the photo post (out-e2e/) shows its cover in a format the engine decodes',
  async run(driver) {
    await driver.goto(`${leadSiteOrigin}${photoFixture.post}`);
    const state = await until(
      'the cover decoded',
      () => driver.run(coverState),
      (value) => !!value && value.complete && value.naturalWidth > 0,
    );
    const { pathname } = new URL(state!.currentSrc);
    if (!state!.offered.includes(pathname)) {
      throw new Error(`the cover shows ${state!.currentSrc}, none of ${state!.offered.join(', ')}`);
    }
    // naturalWidth is the file's width over its srcset density (351 CSS px for the 360w file at
    // a 351 px slot): its shape is the file's, the cover's 16:9.
    const shape = state!.naturalWidth / state!.naturalHeight;
    if (Math.abs(shape / (16 / 9) - 1) > 0.01) {
      throw new Error(`${pathname} decoded at ${state!.naturalWidth}×${state!.naturalHeight}`);
    }
    const [, width, format] = /-(\d+)\.(avif|webp|jpg|png)$/.exec(pathname) ?? [];
    photoFormats.push(
      `${driver.engine} scripts ${driver.scripts ? 'on' : 'off'}: ${format!.toUpperCase()} ${width}w (${pathname})`,
    );
  },
};

export const checks: Check[] = [
  sideMenu,
  helpTab,
  accordion,
  carousel,
  pricing,
  videoLink,
  emptySubmit,
  validSubmit,
  photoCover,
];

// ------------------------------------------------------------------------------------ overflow

/** In the page: how far the page scrolls sideways (0 when it fits). */
export function sidewaysOverflow() {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/** In the page: the Markdown tables, each with its name and whether it scrolls inside its box. */
export function tableRegions() {
  return [...document.querySelectorAll<HTMLElement>('.table-scroll')].map((region) => ({
    name: region.getAttribute('aria-label'),
    // A <section> with a name is a region landmark.
    region: region.tagName === 'SECTION' && !!region.getAttribute('aria-label'),
    focusable: region.tabIndex === 0,
    scrolls: region.scrollWidth > region.clientWidth,
  }));
}

// ------------------------------------------------------------------------------------ overlap

/**
 * In the page: pairs of text blocks of <main> drawn over each other (neither inside the other),
 * e.g. grid items whose `grid-area` names an area the layout defines only at another width.
 * At most five, as `tag.class "text…" × tag.class "text…"`.
 */
export function overlappingText() {
  // No helper functions inside: tsx would wrap them in a `__name` call the page does not have.
  const selector = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, figcaption, blockquote, label';
  const blocks = [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)]
    .map((element) => ({
      element,
      box: element.getBoundingClientRect(),
      text: (element.textContent ?? '').trim(),
      label: `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`,
    }))
    // Drawn only: not in a closed <details>, a hidden tab panel or an invisible box.
    .filter(
      ({ element, box, text }) =>
        box.width > 2 &&
        box.height > 2 &&
        text !== '' &&
        element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }),
    );
  const found: string[] = [];
  for (let i = 0; i < blocks.length && found.length < 5; i += 1) {
    for (let j = i + 1; j < blocks.length && found.length < 5; j += 1) {
      const [a, b] = [blocks[i]!, blocks[j]!];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (across > 2 && down > 2)
        found.push(`${a.label} "${a.text.slice(0, 30)}" × ${b.label} "${b.text.slice(0, 30)}"`);
    }
  }
  return found;
}
