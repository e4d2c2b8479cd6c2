/**
 * @jest-environment node
 */
// A news post whose cover is a photo shares the photo: its 1200×630 crop (planned with the cover by
// content/load/news-posts.ts) is the page's og:image, twitter image and first JSON-LD image; a
// post without a cover keeps the card drawn at build (its og.png). On the fixture out-e2e/ is built
// with (tests/unit/fixtures/photo/, the photo generated as scripts/build-e2e.ts does).
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeCameraPhoto } from '../e2e/support/camera-photo';
import { photoFixture } from '../e2e/support/photo-fixture';
import * as routes from '@/content/routes';
import * as seo from '@/lib/from-content/seo';
import * as site from '@/lib/site';
import { withContentCopy } from './content-copy';

let photo: Buffer;
beforeAll(async () => {
  photo = await makeCameraPhoto(photoFixture.seed);
}, 30_000);

function shared() {
  return withContentCopy(
    (dir) => {
      cpSync(path.join(__dirname, 'fixtures/photo'), dir, { recursive: true });
      mkdirSync(path.join(dir, 'media'), { recursive: true });
      writeFileSync(path.join(dir, 'media', photoFixture.file), photo);
    },
    () => {
      const items = routes.collections['/news/[slug]/'].items();
      return [photoFixture.post, photoFixture.twin].map((post) => {
        const item = items.find((entry) => entry.path === post)!;
        const content = item.content();
        const section = content.sections.find((s) => s.type === 'newsArticle')!;
        if (section.type !== 'newsArticle') throw new Error('no article');
        const metadata = seo.pageMetadata(content.meta, item.path, item.share);
        return {
          share: item.share?.image,
          cover: section.image,
          jsonLd: seo.newsArticleJsonLd(section, item.path).image as string[],
          og: metadata.openGraph?.images,
          twitter: metadata.twitter?.images,
          absolute: site.absoluteUrl,
        };
      });
    },
  );
}

it("shares a photo cover's 1200×630 crop, and a post without one keeps its drawn card", () => {
  const [post, twin] = shared();
  const card = post!.cover!.share!;
  expect(card).toMatch(/^\/_img\/camera-photo-fixture-[0-9a-f]{12}-share\.jpg$/);
  expect(post!.share).toEqual({ url: card, alt: post!.cover!.alt });
  expect(post!.og).toEqual([
    { url: post!.absolute(card), width: 1200, height: 630, alt: post!.cover!.alt },
  ]);
  expect(post!.twitter).toEqual([post!.absolute(card)]);
  // JSON-LD: the share crop first, then the 16:9 cover's fallback JPEG.
  expect(post!.jsonLd).toEqual([post!.absolute(card), post!.absolute(post!.cover!.src)]);
  expect(post!.cover!.src).toMatch(/-960\.jpg$/);

  expect(twin!.cover).toBeUndefined();
  expect(twin!.share?.url).toBe(`${photoFixture.twin}og.png`);
  expect(twin!.jsonLd).toEqual([twin!.absolute(`${photoFixture.twin}og.png`)]);
});
