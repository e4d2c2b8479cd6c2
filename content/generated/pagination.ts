// The numbered pages of a listing (news, a news category, a help topic): Previous, the pages, Next.
// A long listing shows its first and last pages and those around the current one; the Pagination
// component draws a gap between numbers that do not follow each other.
import type { Pagination } from '../types';

type PagePath = Pagination['pages'][number]['href'];

/** Pages up to this many are all listed; beyond it, 1, the current page ±1 and the last. */
const ALL_PAGES_UP_TO = 7;

/** Which page numbers a listing of `count` pages links to from page `page`. */
export function shownPages(page: number, count: number): number[] {
  const all = Array.from({ length: count }, (_, i) => i + 1);
  if (count <= ALL_PAGES_UP_TO) return all;
  const near = all.filter((n) => n === 1 || n === count || Math.abs(n - page) <= 1);
  // A gap of one page shows that page instead ("1 2 3", not "1 … 3").
  return all.filter((n) => near.includes(n) || (near.includes(n - 1) && near.includes(n + 1)));
}

/** The pagination of page `page` (1-based) of `count`, each page at `pathOf(n)`. */
export function pagination(
  label: string,
  page: number,
  count: number,
  pathOf: (page: number) => PagePath,
): Pagination {
  return {
    label,
    previous: page > 1 ? pathOf(page - 1) : undefined,
    next: page < count ? pathOf(page + 1) : undefined,
    pages: shownPages(page, count).map((n) => ({
      label: String(n),
      href: pathOf(n),
      current: n === page,
    })),
  };
}

/** Page `page` (1-based) of `list`, `size` a page, or a thrown error naming a page that does not exist. */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  size: number,
  what: string,
): { slice: T[]; count: number } {
  const count = Math.max(1, Math.ceil(list.length / size));
  if (!Number.isInteger(page) || page < 1 || page > count) {
    throw new Error(`No ${what} page ${page}`);
  }
  return { slice: list.slice((page - 1) * size, page * size), count };
}
