// The photo fixtures of out-e2e/ (scripts/build-e2e.ts): tests/unit/fixtures/photo/ holds a news
// post whose cover is a phone camera photo, its twin with the same words and no cover, and a
// campaign page whose hero (and a feature below the fold, cropped from the top) shows the same
// photo; the photo itself is generated at build by makeCameraPhoto(seed), never committed.
export const photoFixture = {
  /** Its name in the e2e content's media/ folder: `/media/camera-photo-fixture.jpg`. */
  file: 'camera-photo-fixture.jpg',
  seed: 1,
  /** The news post with the photo as its cover (16:9, and the 1200×630 share card). */
  post: '/news/photo-cover-fixture/',
  /** The same post without a cover (the benchmark's comparison). */
  twin: '/news/photo-cover-fixture-twin/',
  /** The campaign page with the photo as its hero (4:3) and in a feature further down. */
  campaign: '/campaigns/photo-hero-fixture/',
} as const;
