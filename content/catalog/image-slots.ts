// Where an image can be shown: each slot is a place in a section's layout. `sizes` is the width the
// slot renders at each viewport, as the browser's `sizes` attribute (measured on the built pages at
// 375-1920 px; the container is fixed from 576 px up, so between breakpoints the width does not
// change). `aspect` is the shape a photo is cropped to at build (around its focal point), so a
// phone never downloads the part the slot cuts away; absent, a picture keeps its own shape (logos).
// Drawn SVG files keep their own shape in every slot. The budgets per slot are in budgets.json.

export type ImageSlot = {
  /** width / height of the crop, or none: the file's own shape. */
  aspect?: readonly [number, number];
  sizes: string;
};

/** Widths of the fluid (< 576 px) layout: the viewport less the container's gutters. */
const fluid = 'calc(100vw - 24px)';

/** A column of the grid at each container width (≥ 1400, ≥ 1200, ≥ 992 px), full width below. */
const column = (xxl: number, xl: number, lg: number) =>
  `(min-width: 1400px) ${xxl}px, (min-width: 1200px) ${xl}px, (min-width: 992px) ${lg}px, (min-width: 768px) 696px, (min-width: 576px) 516px, ${fluid}`;

export const imageSlots = {
  /** A landing hero's artwork (Hero; a campaign's hero). */
  hero: { aspect: [4, 3], sizes: column(585, 500, 414) },
  /** A hero slider's slide. */
  heroSlide: { aspect: [4, 3], sizes: `(min-width: 576px) 520px, ${fluid}` },
  /** A page header's illustration. */
  pageHeader: { aspect: [4, 3], sizes: column(554, 473, 392) },
  /** A news post's cover, above its text. */
  newsCover: { aspect: [16, 9], sizes: column(912, 732, 552) },
  /** An image beside a feature's text (ImageFeature, Story, integration banner). */
  feature: { aspect: [4, 3], sizes: column(612, 522, 432) },
  /** A tab's image (FeatureTabs). */
  tab: { aspect: [4, 3], sizes: column(512, 512, 440) },
  /** The phones beside an app's download links. */
  appDownload: { aspect: [4, 3], sizes: column(565, 484, 403) },
  /** The still before a video plays. */
  videoPromo: {
    aspect: [4, 3],
    sizes: `(min-width: 1400px) 520px, (min-width: 1200px) 470px, (min-width: 992px) 389px, (min-width: 768px) 520px, (min-width: 576px) 508px, calc(100vw - 32px)`,
  },
  /** A work sample's thumbnail in the portfolio (it opens full size in the lightbox). */
  portfolio: {
    aspect: [4, 3],
    sizes: `(min-width: 1400px) 304px, (min-width: 1200px) 354px, (min-width: 992px) 294px, (min-width: 768px) 334px, (min-width: 576px) 514px, calc(100vw - 26px)`,
  },
  /** A product card's picture. */
  productCard: {
    aspect: [4, 3],
    sizes: `(min-width: 1400px) 198px, (min-width: 1200px) 219px, (min-width: 992px) 254px, (min-width: 768px) 294px, (min-width: 576px) 204px, calc(100vw - 66px)`,
  },
  /** A person's portrait (team, quotes, bylines). */
  avatar: { aspect: [1, 1], sizes: '96px' },
  /** A customer's, partner's or award's logo: its own shape. */
  logo: { sizes: '210px' },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;

/** Where a photo's crop is centred when its slot cuts it: the editor's "focal point". */
export const focusPoints = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;

export type FocusPoint = (typeof focusPoints)[number];

/**
 * What a writer may upload: the build refuses a photo over these (content/load/images.ts), and the
 * editor's media library refuses a larger file before it uploads it (components/editor/config/cms-fields.ts). 20 MB is
 * 20 × 1024 × 1024 bytes.
 */
export const uploadLimits = { bytes: 20 * 1024 * 1024, pixels: 50_000_000 } as const;

/**
 * The widest CSS width `sizes` can give the image: each entry's px length, and a `vw` or
 * `calc(Nvw - Mpx)` entry after media conditions at the viewport just below their smallest
 * `min-width` (Infinity when nothing bounds it, then every variant counts).
 */
export function widestSlotPx(sizes: string): number {
  const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
  const minWidths = [...sizes.matchAll(/\(\s*min-width:\s*(\d+(?:\.\d+)?)px\s*\)/g)].map((match) =>
    Number(match[1]),
  );
  const below = minWidths.length ? Math.min(...minWidths) - 1 : Infinity;
  let widest = 0;
  for (const entry of entries) {
    const length = entry.replace(/^\([^)]*\)(\s+and\s+\([^)]*\))*\s*/, '');
    const conditioned = length !== entry;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
    if (px) {
      widest = Math.max(widest, Number(px[1]));
      continue;
    }
    const vw = /^(?:calc\(\s*)?(\d+(?:\.\d+)?)vw(?:\s*-\s*(\d+(?:\.\d+)?)px\s*\))?$/.exec(length);
    if (vw && !conditioned) {
      widest = Math.max(widest, (below * Number(vw[1])) / 100 - Number(vw[2] ?? 0));
      continue;
    }
    return Infinity;
  }
  return widest;
}
