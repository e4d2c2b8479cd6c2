// The checks every home variant shares, derived from its content (content/routes.ts): a variant added
// as a content file, a route entry and a page file gets them without a new spec. What only one
// variant does (a billing switch, a price table, a portfolio, an absolute header…) stays in its
// own small home-*.spec.ts.
import type { RoutePath } from '../../content/routes';
import type { Section } from '../../content/types';
import { expect, test, type Locator } from './support/test';
import { linkEnhanced, tabsEnhanced } from './support/widgets';
import {
  pageContent,
  ctasIn,
  homeRoutes,
  internalPath,
  pageTitle,
  priceText,
  sectionTitles,
  sectionsOf,
  shownPeriod,
  shownPrice,
  tabSetsOf,
  videosOf,
} from './support/content';

/** The items a section lists (cards, steps, figures, logos, people…) are all there, in order. */
async function expectSectionItems(region: Locator, section: Section) {
  const h3 = region.getByRole('heading', { level: 3 });
  switch (section.type) {
    case 'highlights':
      await expect(h3).toHaveText(section.items.map((item) => `${item.value} ${item.label}`));
      break;
    case 'featureGrid':
      await expect(h3).toHaveText(section.items.map((item) => item.title));
      break;
    case 'workProcess':
      await expect(h3).toHaveText(section.steps.map((step) => step.title));
      break;
    case 'people':
      await expect(h3).toHaveText(section.people.map((person) => person.name));
      for (const { role } of section.people) {
        await expect(region.getByText(role, { exact: true }).first()).toBeVisible();
      }
      break;
    case 'eventCards':
      await expect(h3).toHaveText(section.events.map((event) => event.title));
      for (const { daysLeft } of section.events) {
        await expect(region.getByText(`${daysLeft} days left`, { exact: true })).toBeVisible();
      }
      break;
    case 'logos':
      await expect(region.locator('img')).toHaveCount(section.logos.length);
      for (const { alt } of section.logos) {
        await expect(region.getByRole('img', { name: alt, exact: true }).first()).toBeAttached();
      }
      break;
    case 'integrationLogos':
      await expect(region.locator('li img')).toHaveCount(section.integrations.length);
      break;
    case 'integrationGrid':
      await expect(region.getByRole('link')).toHaveCount(section.integrations.length);
      for (const link of await region.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', section.href);
      }
      break;
    case 'newsCards':
      await expect(region.getByRole('article')).toHaveCount(section.articles.length);
      for (const { href } of section.articles) {
        await expect(region.locator(`article a[href="${href}"]`).first()).toBeAttached();
      }
      break;
    case 'appDownload':
      await expect(region.getByRole('link')).toHaveCount(section.stores.length);
      break;
    case 'callToAction':
      for (const { value, label } of section.stats ?? []) {
        await expect(region.getByText(value, { exact: true }).first()).toBeVisible();
        await expect(region.getByText(label, { exact: true }).first()).toBeVisible();
      }
      break;
    case 'countdown':
      for (const { value, label } of section.units) {
        await expect(region.getByText(value, { exact: true }).first()).toBeVisible();
        await expect(region.getByText(label, { exact: true }).first()).toBeVisible();
      }
      break;
    case 'subscribeBanner':
      await expect(region.getByRole('textbox')).toHaveAttribute('required', '');
      break;
    case 'leadForm':
      await expect(region.locator('form button[type="submit"]').first()).toBeVisible();
      break;
    default:
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A URL that ends with the href (path and fragment). */
const endsWith = (href: string) => new RegExp(`${escape(href)}$`);

for (const { path, name } of homeRoutes) {
  const title = pageTitle(path);
  const sections = sectionsOf(path);
  const hero = sections[0]!;
  const heroCtas = 'primary' in hero ? [hero.primary, hero.secondary].filter((c) => !!c) : [];

  test.describe(`${name} (${path})`, () => {
    // One visit for what reads the page and what opens one widget of its own (a tab, an answer):
    // a step each, on the page as served; the hero's links leave it, so they come last.
    test('has its content, sections and calls to action; its pricing, FAQ and tabs work; the hero’s links land', async ({
      page,
      request,
      isMobile,
    }) => {
      await test.step('the content’s h1, every section as a region named by its heading, and every call to action', async () => {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(title);
        await expect(h1).toHaveCount(1);
        await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();

        const titles = sectionTitles(path);
        for (const heading of titles) {
          const region = page.getByRole('region', { name: heading, exact: true });
          await expect(region, heading).toBeVisible();
          await expect(
            region.getByRole('heading', { level: 2, name: heading, exact: true }),
          ).toBeVisible();
        }
        // In the content's order.
        const h2s = await page.getByRole('heading', { level: 2 }).allTextContents();
        expect(h2s.map((text) => text.trim()).filter((text) => titles.includes(text))).toEqual(
          titles,
        );

        // What each section lists, as the content lists it.
        for (const section of sections) {
          if (!('title' in section) || !('id' in section)) continue;
          await expectSectionItems(
            page.getByRole('region', { name: section.title, exact: true }),
            section,
          );
        }
        if (pageContent[path]!.header && pageContent[path]!.header.dark) {
          const background = await page
            .locator('header')
            .first()
            .evaluate((el) => getComputedStyle(el).backgroundColor);
          expect(background, 'a dark header').not.toBe('rgb(255, 255, 255)');
        }

        // Every call to action the content places is a link to its target (in a hidden tab panel
        // too), and every page they lead to is served.
        const targets = new Set<RoutePath>();
        for (const { label, href } of ctasIn(sections)) {
          const link = page
            .locator(`main a[href="${href}"]`)
            .filter({ hasText: label })
            .or(page.locator(`main a[href="${href}"][aria-label*="${label}"]`));
          await expect(link.first(), `${label} → ${href}`).toBeAttached();
          const target = internalPath(href);
          if (target) targets.add(target);
        }
        // What the server answers does not depend on the viewport: asked once, at 1280 px.
        if (!isMobile)
          for (const target of targets) {
            expect((await request.get(target)).status(), target).toBe(200);
          }
      });

      for (const pricing of sections.filter((section) => section.type === 'pricing')) {
        await test.step(`“${pricing.title}” shows each plan with its price and what it includes`, async () => {
          const region = page.getByRole('region', { name: pricing.title, exact: true });
          await expect(region.getByRole('heading', { level: 3 })).toHaveText(
            pricing.plans.map((plan) => plan.name),
          );
          for (const plan of pricing.plans) {
            const card = region.locator('li').filter({
              has: page.getByRole('heading', { level: 3, name: plan.name, exact: true }),
            });
            await expect(
              card.getByText(priceText(shownPrice(plan, pricing.billing)), { exact: true }),
            ).toBeVisible();
            await expect(
              card.getByText(shownPeriod(plan, pricing.billing), { exact: true }),
            ).toBeVisible();
            const features = await card.locator('ul li').allTextContents();
            expect(features.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(
              plan.features.map(
                ({ label, included }) => `${included ? 'Included' : 'Not included'}: ${label}`,
              ),
            );
            await expect(card.getByRole('link', { name: plan.cta.label })).toHaveAttribute(
              'href',
              plan.cta.href,
            );
          }
          if (pricing.note) await expect(region.getByText(pricing.note)).toBeVisible();
          if (!pricing.billing) await expect(region.getByRole('radio')).toHaveCount(0);
        });
      }

      for (const faq of sections.filter((section) => section.type === 'faq')) {
        await test.step(`“${faq.title}” opens one answer at a time`, async () => {
          const region = page.getByRole('region', { name: faq.title, exact: true });
          const items = region.locator('details');
          const open = faq.openIndex ?? 0;
          const other = open === faq.items.length - 1 ? 0 : faq.items.length - 1;
          await expect(items).toHaveCount(faq.items.length);
          await expect(items.nth(open)).toHaveAttribute('open', '');
          await expect(region.locator('details[open]')).toHaveCount(1);
          await region.getByText(faq.items[other]!.question, { exact: true }).click();
          await expect(items.nth(other)).toHaveAttribute('open', '');
          await expect(items.nth(open)).not.toHaveAttribute('open', '');
          await expect(region.locator('details[open]')).toHaveCount(1);
          await expect(items.nth(other).locator(':scope > :not(summary)').first()).toBeVisible();
        });
      }

      for (const { region: regionName, tabs, panels } of tabSetsOf(path)) {
        await test.step(`“${regionName}” tabs show one panel at a time and follow click and arrow keys`, async () => {
          const region = page.getByRole('region', { name: regionName, exact: true });
          await tabsEnhanced(region); // roles, roving focus and arrow keys come with the island
          const tab = (index: number) =>
            region.getByRole('tab', { name: tabs[index], exact: true });
          const panel = region.getByRole('tabpanel');
          const last = tabs.length - 1;
          await expect(region.getByRole('tab')).toHaveText(tabs);
          await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
          await expect(panel).toContainText(panels[0]!);

          await tab(last).click();
          await expect(tab(last)).toHaveAttribute('aria-selected', 'true');
          await expect(tab(0)).toHaveAttribute('aria-selected', 'false');
          await expect(panel).toContainText(panels[last]!);
          await expect(region.locator('[role="tabpanel"]:visible')).toHaveCount(1);
          // Arrow keys move focus and selection, and wrap around at both ends.
          await page.keyboard.press('ArrowRight');
          await expect(tab(0)).toBeFocused();
          await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
          await expect(panel).toContainText(panels[0]!);
          await page.keyboard.press('ArrowRight');
          await expect(tab(1)).toBeFocused();
          await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
          await expect(panel).toContainText(panels[1]!);
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await expect(tab(last)).toBeFocused();
          await expect(panel).toContainText(panels[last]!);
          await expect(region.locator('[role="tabpanel"]:visible')).toHaveCount(1);
        });
      }

      await test.step('the hero’s calls to action land on the pages they name', async () => {
        expect(heroCtas.length, 'a hero has a call to action').toBeGreaterThan(0);
        for (const [i, { label, href }] of heroCtas.entries()) {
          // The first from the page as the steps above left it (still this page, no dialog open).
          if (i > 0) await page.goto(path);
          const region = page.getByRole('region', { name: title, exact: true });
          await region.getByRole('link', { name: label, exact: true }).click();
          await expect(page).toHaveURL(endsWith(href));
          const target = internalPath(href);
          if (target) {
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(target));
          }
        }
      });
    });

    for (const countdown of sections.filter((section) => section.type === 'countdown')) {
      test(`“${countdown.title}” is fixed text that does not tick`, async ({ page }) => {
        // The page's own clock, moved on by hand: a timer that ticked would change the figures.
        await page.clock.install();
        await page.goto(path);
        const region = page.getByRole('region', { name: countdown.title, exact: true });
        const figures = region.getByText(/^\d+$/);
        await expect(figures).toHaveText(countdown.units.map((unit) => unit.value));
        await page.clock.runFor(5_000);
        await expect(figures).toHaveText(countdown.units.map((unit) => unit.value));
      });
    }

    const videos = videosOf(path);
    if (videos.length) {
      test('a video loads nothing before the click, plays from youtube-nocookie and closes with Esc', async ({
        page,
      }) => {
        const videoRequests: string[] = [];
        // Nothing may leave the machine: answer the embed with an empty page.
        await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => {
          videoRequests.push(route.request().url());
          return route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>video</title>',
          });
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(videoRequests).toEqual([]);
        await expect(page.locator('iframe')).toHaveCount(0);

        for (const { region, video } of videos) {
          const button = page
            .getByRole('region', { name: region, exact: true })
            .getByRole('link', { name: video.label, exact: true });
          // The lightbox is the island's; before it the link opens YouTube.
          await linkEnhanced(button);
          await button.click();
          const frame = page.locator(`iframe[title="${video.label}"]`);
          await expect(frame).toBeVisible();
          await expect(frame).toHaveAttribute(
            'src',
            new RegExp(
              `^https://www\\.youtube-nocookie\\.com/embed/${escape(video.youtubeId)}\\?autoplay=1`,
            ),
          );
          await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
          expect(
            videoRequests.filter((url) => !url.startsWith('https://www.youtube-nocookie.com/')),
          ).toEqual([]);
          const width = await frame.evaluate((el) => el.getBoundingClientRect().width);
          expect(width).toBeLessThanOrEqual(800);
          await page.keyboard.press('Escape');
          await expect(page.locator('iframe')).toHaveCount(0);
          await expect(button).toBeFocused();
        }
      });
    }
  });
}
