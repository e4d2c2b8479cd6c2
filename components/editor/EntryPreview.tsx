// The content editor's preview of one entry: the page the build would make of it, rendered by the
// site's own page frame (PageFrame: header, sections through the registry, footer) into the
// preview frame Decap gives, with the site's CSS (/admin/preview.css), and above it a bar outside
// the frame: the width to show it at (375, 768, 1280 px) and every message the build would give.
//
// The page is rendered to markup (react-dom/server), as the build renders it: the frame holds the
// HTML a visitor's first paint has, and every control works as it does there before any script
// (tabs are links to their panels, carousels scroll-snap strips with links to their slides,
// accordions <details>, the pricing switch radios). The islands' scripts are not run in the frame:
// they would run in the editor's window, not the frame's.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { PageRoute } from '@/components/islands/PageRoute';
import { SectionStack } from '@/components/layout/SectionStack';
import type { Company, PageContent } from '@/content/types';
import type { Issue } from './preview-context';
import { languagesOf, type EntryPage } from './entry-pages';
import type { PreviewBlock } from './entry-blocks';
import type { EntryWords } from './form-labels';

/** The widths the preview shows a page at: a phone, a tablet, a laptop. */
export const previewWidths = [375, 768, 1280] as const;
export type PreviewWidth = (typeof previewWidths)[number];

/** Decap's preview props (only what is used here). */
export type PreviewProps = { document: Document; window: Window };

const storageKey = 'finorbit-preview-width';

/** The preview's words for the entry's blocks and problems when the form's are not given. */
const plainWords: EntryWords = {
  blockLabel: () => 'Block',
  line: ({ path, message }) => (path ? `${path}: ${message}` : message),
};

/** The page frame's markup around `page` (its sections aside), with the company's facts. */
function frameMarkup(entry: EntryPage, page: PageContent, company: Company) {
  return renderToStaticMarkup(
    <PageRoute route={entry.path}>
      <PageFrame page={page} path={entry.path} company={company} languages={languagesOf(entry)} />
    </PageRoute>,
  );
}

/** Why an error stopped a block or the page: its message, for the marked box. */
const reason = (error: unknown) =>
  `could not be shown (${error instanceof Error ? error.message : String(error)})`;

/**
 * The page block by block: the frame, then each block in its place, a block the build refuses (or
 * that throws while rendering) as a marked box saying why. One block's error never costs another.
 */
function blockwiseMarkup(
  entry: EntryPage,
  page: PageContent,
  blocks: PreviewBlock[],
  outside: string[],
  company: Company,
  words: EntryWords,
  heading = 'This page’s settings:',
) {
  let frame: string;
  try {
    frame = frameMarkup(entry, { ...page, sections: [] }, company);
  } catch (error) {
    // The header or footer itself: the blocks alone, with the reason above them.
    frame = '<main id="main" tabindex="-1"></main>';
    outside = [...outside, `Header and footer ${reason(error)}`];
  }
  let next = 0;
  const parts = blocks.map((block) => {
    const mark = (lines: string[]) =>
      renderToStaticMarkup(
        <BrokenBlock
          index={block.index}
          count={blocks.length}
          label={words.blockLabel(block.index)}
          lines={lines}
        />,
      );
    if (block.problems) return mark(block.problems.map((each) => words.line(each, block.index)));
    const section = page.sections[next++]!;
    try {
      return renderToStaticMarkup(
        <PageRoute route={entry.path}>
          <SectionStack sections={[section]} company={company} />
        </PageRoute>,
      );
    } catch (error) {
      return mark([reason(error)]);
    }
  });
  const top = outside.length
    ? renderToStaticMarkup(<PageProblems heading={heading} lines={outside} />)
    : '';
  const end = frame.lastIndexOf('</main>');
  return `${frame.slice(0, end)}${top}${parts.join('')}${frame.slice(end)}`;
}

/**
 * The page as the build's HTML has it: header, main, footer, with the company's facts, its forms
 * saying the entry's route as the built page's do (ContentPage). An entry the build refuses shows
 * block by block (its `partial`): every valid block as the site renders it, each broken one marked
 * in its place with its problems in `words`.
 */
export function pageMarkup(entry: EntryPage, company: Company, words: EntryWords = plainWords) {
  if (entry.page) {
    try {
      return frameMarkup(entry, entry.page, company);
    } catch {
      // A block that throws while rendering: the page block by block, that one marked.
      const blocks = entry.page.sections.map((_, index) => ({ index }));
      return blockwiseMarkup(entry, entry.page, blocks, [], company, words);
    }
  }
  if (entry.partial) {
    const { page, blocks, problems } = entry.partial;
    const outside = problems.map((problem) => words.line(problem));
    return blockwiseMarkup(entry, page, blocks, outside, company, words);
  }
  // An item the build refuses (a post, an opening, an article): the site's frame, and in it what
  // stops the page, never an empty pane.
  if (entry.issues.length)
    return blockwiseMarkup(
      entry,
      emptyPage,
      [],
      entry.issues.map((issue) => words.line(issue)),
      company,
      words,
      'The page shows here once this is fixed:',
    );
  return '';
}

/** A page with no section: the site's header and footer around what the preview says. */
const emptyPage: PageContent = { meta: { title: '', description: '' }, sections: [] };

/** A new entry nobody has written in yet: where its page will show, and no problem. */
export function newEntryMarkup(entry: EntryPage, company: Company) {
  const note = renderToStaticMarkup(
    <div data-preview-new-entry="" style={mark.calm}>
      <p style={{ margin: 0 }}>A new entry: its page shows here as you fill in the fields.</p>
    </div>,
  );
  let frame: string;
  try {
    frame = frameMarkup(entry, emptyPage, company);
  } catch {
    frame = '<main id="main" tabindex="-1"></main>';
  }
  const end = frame.lastIndexOf('</main>');
  return `${frame.slice(0, end)}${note}${frame.slice(end)}`;
}

/**
 * The preview's marks (in the frame, and the pane's own when it fails): a dashed red border, a
 * warning sign and words, not colour alone.
 */
export const mark = {
  box: {
    margin: '24px auto',
    maxWidth: '1140px',
    padding: '16px 20px',
    border: '3px dashed #b42318',
    borderRadius: '8px',
    background: '#fff4f2',
    color: '#5c0a05',
    font: '16px/1.5 system-ui, sans-serif',
    textAlign: 'left',
  },
  heading: { margin: '0 0 6px', font: 'bold 18px/1.4 system-ui, sans-serif', color: '#5c0a05' },
  list: { margin: '0', paddingLeft: '22px' },
  calm: {
    margin: '48px auto',
    maxWidth: '1140px',
    padding: '24px',
    border: '2px dashed #98a2b8',
    borderRadius: '8px',
    color: '#3d4a63',
    font: '18px/1.5 system-ui, sans-serif',
    textAlign: 'center',
  },
} as const;

/** A block the build refuses (or that could not render), in its place: which one and why. */
export function BrokenBlock({
  index,
  count,
  label,
  lines,
}: {
  index: number;
  count: number;
  label: string;
  lines: string[];
}) {
  return (
    <div role="alert" data-preview-broken-block={index} style={mark.box}>
      <p style={mark.heading}>
        ⚠ Block {index + 1} of {count}: {label}. Not shown until this is fixed:
      </p>
      <ul style={mark.list}>
        {lines.map((line, each) => (
          <li key={each}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The entry's problems outside its blocks (its title, its window), above the blocks. */
function PageProblems({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <div role="alert" data-preview-page-problems="" style={mark.box}>
      <p style={mark.heading}>⚠ {heading}</p>
      <ul style={mark.list}>
        {lines.map((line, each) => (
          <li key={each}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function IssueList({ issues }: { issues: Issue[] }) {
  if (!issues.length) return null;
  return (
    <div role="alert" data-preview-issues="" style={styles.issues}>
      <strong>
        The build would refuse this entry ({issues.length}{' '}
        {issues.length === 1 ? 'problem' : 'problems'}):
      </strong>
      <ul style={styles.list}>
        {issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The bar above the frame, in the editor's own document: width switch, note, issues. */
function PreviewBar({
  width,
  onWidth,
  note,
  issues,
}: {
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  note?: string;
  issues: Issue[];
}) {
  return (
    <div data-preview-bar="" style={styles.bar}>
      <div role="group" aria-label="Preview width" style={styles.widths}>
        {previewWidths.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === width}
            onClick={() => onWidth(each)}
            style={each === width ? { ...styles.button, ...styles.pressed } : styles.button}
          >
            {each} px
          </button>
        ))}
        {note ? <span style={styles.note}>{note}</span> : null}
      </div>
      <IssueList issues={issues} />
    </div>
  );
}

/**
 * The frame at `width` CSS pixels, scaled down to the pane when the pane is narrower, so the page's
 * media queries see the width chosen. The bar sits in the pane, above the frame.
 */
function useFrameWidth(
  frame: HTMLIFrameElement | null,
  width: PreviewWidth,
  bar: HTMLElement | null,
) {
  useEffect(() => {
    if (!frame) return;
    const pane = frame.parentElement;
    if (!pane) return;
    const fit = () => {
      const top = bar?.offsetHeight ?? 0;
      const room = pane.clientWidth;
      const scale = Math.min(1, room / width);
      Object.assign(frame.style, {
        position: 'absolute',
        top: `${top}px`,
        left: '0',
        width: `${width}px`,
        height: `${(pane.clientHeight - top) / scale}px`,
        transform: scale < 1 ? `scale(${scale})` : '',
        transformOrigin: '0 0',
      });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(pane);
    if (bar) observer.observe(bar);
    return () => observer.disconnect();
  }, [frame, width, bar]);
}

export function PreviewShell({
  html,
  note,
  issues,
  preview,
}: {
  html: string;
  note?: string;
  issues: Issue[];
  preview: PreviewProps;
}) {
  const frame = (preview.window.frameElement as HTMLIFrameElement | null) ?? null;
  const [width, setWidth] = useState<PreviewWidth>(() => {
    const stored = Number(window.localStorage?.getItem(storageKey));
    return (previewWidths as readonly number[]).includes(stored) ? (stored as PreviewWidth) : 1280;
  });
  // The bar's node, in the pane beside the frame (the editor's document, not the frame's).
  const bar = useMemo(() => {
    const node = frame?.ownerDocument.createElement('div') ?? null;
    node?.setAttribute('data-preview-bar-slot', '');
    return node;
  }, [frame]);
  useEffect(() => {
    const pane = frame?.parentElement;
    if (!pane || !bar) return;
    pane.style.setProperty('position', 'relative');
    pane.style.setProperty('overflow', 'hidden');
    pane.style.setProperty('background', '#e9ecf2');
    pane.insertBefore(bar, frame);
    return () => bar.remove();
  }, [frame, bar]);
  useFrameWidth(frame, width, bar);

  // The site's fonts: a visitor whose fonts are cached gets them at once (lib/web-fonts.ts).
  useEffect(() => {
    const html = preview.document.documentElement;
    html.setAttribute('data-web-fonts', '');
    html.setAttribute('lang', 'en');
  }, [preview.document]);

  // The page's own controls are links to its fragments (a tab's panel, a carousel's slide), which
  // switch by `:target`. Decap's frame sends every link to a new tab (its <base target="_blank">):
  // a link to a fragment of the page goes to it in the frame instead, as on the page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const href = link?.getAttribute('href');
      if (!href || href === '#') return;
      event.preventDefault();
      preview.window.location.hash = href;
    };
    preview.document.addEventListener('click', onClick);
    return () => preview.document.removeEventListener('click', onClick);
  }, [preview.document, preview.window]);

  const choose = (next: PreviewWidth) => {
    setWidth(next);
    try {
      window.localStorage.setItem(storageKey, String(next));
    } catch {
      // Storage refused (private mode): the choice lasts this page.
    }
  };
  const markup = useMemo(() => ({ __html: html }), [html]);
  return (
    <>
      {bar
        ? createPortal(
            <PreviewBar width={width} onWidth={choose} note={note} issues={issues} />,
            bar,
          )
        : null}
      <div data-preview-page="" dangerouslySetInnerHTML={markup} />
    </>
  );
}

const styles = {
  bar: {
    font: '14px/1.4 system-ui, sans-serif',
    background: '#f4f6fb',
    borderBottom: '1px solid #d6dbe6',
    padding: '6px 10px',
    maxHeight: '40vh',
    overflowY: 'auto',
  },
  widths: { display: 'flex', gap: '6px', alignItems: 'center', flexWrap: 'wrap' },
  button: {
    font: 'inherit',
    padding: '2px 10px',
    border: '1px solid #98a2b8',
    borderRadius: '4px',
    background: '#fff',
    color: '#1c2740',
    cursor: 'pointer',
  },
  pressed: { background: '#1c2740', color: '#fff', borderColor: '#1c2740' },
  note: { color: '#3d4a63', marginLeft: '6px' },
  issues: {
    marginTop: '6px',
    padding: '6px 10px',
    background: '#fff1f0',
    border: '1px solid #d93025',
    borderRadius: '4px',
    color: '#5c0a05',
  },
  list: { margin: '4px 0 0', paddingLeft: '18px' },
} as const;
