// The Markdown pipeline of the collections (content/news, content/careers, content/help).
// markdown-it: CommonMark + tables, synchronous and CommonJS-loadable, so the build, jest and the
// content lint share this one module; its token stream also gives the headings, the numbered
// steps and the plain text (search index, reading time) without a second parser.
import markdownit, { type MarkdownIt, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { RenderedMarkdown } from '../types';

/** What a page needs from a body (its type lives in content/types.ts, for pure code to take). */
export type { RenderedMarkdown } from '../types';

/**
 * A heading's id, as GitHub makes it: lower case, spaces to hyphens, punctuation dropped, letters
 * of any script kept (lib/tab-ids.ts `asciiSlug` makes ASCII-only ones).
 */
export function headingSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** Any origin will do: a link whose target is on another one leaves the site. */
const here = 'https://site.invalid/';

/**
 * Whether a body's link leads to another site once the browser resolves it (`https://…`,
 * `//host/…`, `http:/\\host`); `mailto:` and `tel:` open an app, not a site, and keep no `rel`.
 */
export function leavesSite(href: string): boolean {
  if (/^(?:mailto|tel):/i.test(href)) return false;
  try {
    return new URL(href, here).origin !== new URL(here).origin;
  } catch {
    return true;
  }
}

function createRenderer(): MarkdownIt {
  // html: false escapes any raw HTML in a body (a <script> arrives as text); markdown-it also
  // refuses javascript:, vbscript: and data: (except images) link targets.
  const md = markdownit({ html: false, linkify: true, typographer: true });
  // Headings get ids (for the contents list and deep links); the page's h1 is the title, so a
  // body starts its headings at h2.
  md.use(anchor, {
    level: [2, 3],
    slugify: (title: string) => headingSlug(title),
    tabIndex: false,
  });

  // External links open in place (no target) but never hand the opener to the other site. What is
  // external is where the browser goes, not how the href is spelled: `//host/x` (and a linkified
  // `//host` in the text) leaves the site as `https://host/x` does, so it gets the same `rel`.
  const defaultLinkOpen =
    md.renderer.rules.link_open ??
    ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token && leavesSite(String(token.attrGet('href') ?? '')))
      token.attrSet('rel', 'noopener noreferrer');
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  // Code and tables scroll inside their own box; a keyboard can scroll it too (tabindex).
  const defaultFence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (...args) =>
    defaultFence(...args).replace(/^<pre>/, '<pre tabindex="0">');
  // Tables scroll inside their own box on a phone instead of widening the page: a focusable
  // region (a named <section>: a keyboard scrolls it, a screen reader announces it by name).
  md.renderer.rules.table_open = (tokens, index, _options, env) => {
    const state = (env ?? {}) as { tables?: Set<string> };
    const named = (state.tables ??= new Set());
    const name = uniqueName(tableName(tokens, index), named);
    return `<section class="table-scroll" tabindex="0" aria-label="${md.utils.escapeHtml(name)}"><table>\n`;
  };
  md.renderer.rules.table_close = () => '</table></section>\n';
  return md;
}

/**
 * A table's name: "Table: " and the heading it sits under, else its column headings
 * ("Table: Data, How often, Kept for").
 */
function tableName(tokens: Token[], index: number): string {
  for (let i = index - 1; i > 0; i -= 1) {
    if (tokens[i]!.type === 'heading_open') return `Table: ${tokens[i + 1]!.content}`;
  }
  const columns: string[] = [];
  for (let i = index + 1; i < tokens.length && tokens[i]!.type !== 'thead_close'; i += 1) {
    if (tokens[i]!.type === 'inline' && tokens[i]!.content) columns.push(tokens[i]!.content);
  }
  return `Table: ${columns.join(', ')}`;
}

/** Two tables under one heading: the second is "… (2)", so each region's name is its own. */
function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n += 1) unique = `${name} (${n})`;
  taken.add(unique);
  return unique;
}

const md = createRenderer();

export function renderMarkdown(source: string): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(source, env);
  const headings: RenderedMarkdown['headings'] = [];
  const steps: string[] = [];
  const words: string[] = [];
  let orderedDepth = 0;
  let itemDepth = 0;

  tokens.forEach((token: Token, index: number) => {
    if (token.type === 'ordered_list_open') orderedDepth += 1;
    if (token.type === 'ordered_list_close') orderedDepth -= 1;
    if (token.type === 'list_item_open') itemDepth += 1;
    if (token.type === 'list_item_close') itemDepth -= 1;
    if (token.type !== 'inline') return;
    const text = (token.children ?? [])
      .filter((child: Token) => child.type === 'text' || child.type === 'code_inline')
      .map((child: Token) => child.content)
      .join('');
    words.push(text);
    const opener = tokens[index - 1];
    if (opener?.type === 'heading_open' && opener.tag === 'h2') {
      headings.push({ id: String(opener.attrGet('id') ?? headingSlug(text)), text });
    }
    // The first paragraph of a top-level numbered item is the step.
    if (orderedDepth === 1 && itemDepth === 1 && opener?.type === 'paragraph_open') {
      const item = tokens[index - 2];
      if (item?.type === 'list_item_open') steps.push(text);
    }
  });

  const text = words.join(' ').replace(/\s+/g, ' ').trim();
  const wordCount = text ? text.split(' ').length : 0;
  return {
    html: md.renderer.render(tokens, md.options, env),
    headings,
    steps,
    text,
    readingMinutes: Math.max(1, Math.round(wordCount / 200)),
  };
}
