'use client';
// Client island: the site search (help articles, news, job openings and pages) over Pagefind's
// chunked index (lib/site-search.ts). Pagefind's code is loaded when the visitor first reaches
// for the field, not with the page; each query then fetches only the index chunks it needs and
// the fragments of the results shown (a few at first, more on request).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SiteSearch } from '@/lib/pagefind-search';
import {
  notSearched,
  searchKinds,
  siteSearchAttribute,
  type SiteSearchHit,
} from '@/lib/site-search';
import { useHydrated } from './use-hydrated';
import styles from './HelpSearch.module.scss';

type HelpSearchProps = {
  /** Where the build wrote Pagefind's bundle, e.g. `/pagefind/`. */
  bundle: string;
  suggestions: string[];
  supportEmail: string;
  /** Search icon rendered on the server. */
  icon: ReactNode;
};

/**
 * Results shown at first, and added by "Show more": Pagefind fetches each shown result's fragment
 * (the page's indexed text, for the excerpt; about 2 KB gzip), so a query costs its index chunk
 * plus this many fragments.
 */
const SHOWN = 5;

type State =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'loading'; query: string }
  | { kind: 'error'; query: string }
  | {
      kind: 'done';
      query: string;
      total: number;
      results: SiteSearchHit[];
      /** The details of later results (lib/pagefind-search.ts). */
      more: SiteSearch['hits'];
    };

const kindOptions = [['all', 'Everything'], ...Object.entries(searchKinds)] as const;

function countText(total: number, query: string) {
  return total === 1 ? `1 result matches “${query}”` : `${total} results match “${query}”`;
}

export function HelpSearch({ bundle, suggestions, supportEmail, icon }: HelpSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });
  /** The latest query run: an older one that answers late is dropped. */
  const latest = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  /** After "Show more", the first new result's link takes the focus. */
  const focusFrom = useRef<number | null>(null);
  // Pagefind and our code around it load on first use (lib/pagefind-search.ts).
  const engine = () =>
    import('@/lib/pagefind-search').then((module) => {
      void module.loadPagefind(bundle).catch(() => undefined);
      return module;
    });

  /** The kind radios (a RadioNodeList: its value is the checked one's). */
  const kinds = () => form.current?.elements.namedItem('kind') as RadioNodeList | null;

  const run = async (value: string) => {
    const query = value.trim();
    if (!/[\p{L}\p{N}]/u.test(query)) {
      setState({ kind: 'empty' });
      return;
    }
    const run = ++latest.current;
    setState({ kind: 'loading', query });
    try {
      const { searchSite } = await engine();
      const { total, hits } = await searchSite(bundle, query, kinds()?.value);
      const results = await hits(0, SHOWN);
      if (run === latest.current) setState({ kind: 'done', query, total, results, more: hits });
    } catch {
      if (run === latest.current) setState({ kind: 'error', query });
    }
  };

  const showMore = async () => {
    if (state.kind !== 'done') return;
    const run = latest.current;
    try {
      const next = await state.more(state.results.length, SHOWN);
      if (run !== latest.current) return;
      focusFrom.current = state.results.length;
      setState({ ...state, results: [...state.results, ...next] });
    } catch {
      if (run === latest.current) setState({ kind: 'error', query: state.query });
    }
  };

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [state]);

  // A search submitted before the scripts ran (or a shared link) arrives as ?q= (and ?kind=).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const initial = params.get('q');
    const list = kinds();
    if (list && params.get('kind')) list.value = params.get('kind')!;
    if (initial && input.current) {
      input.current.value = initial;
      void run(initial);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(input.current?.value ?? '');
  };

  return (
    <div className={styles.search}>
      {/* Required, as the spec says: before the island runs the browser refuses an empty search;
          once it runs, the island says what to type instead (noValidate). */}
      <form
        role="search"
        method="get"
        ref={form}
        {...{ [siteSearchAttribute]: '' }}
        onSubmit={onSubmit}
        noValidate={hydrated}
        className={styles.form}
      >
        <label htmlFor="help-search-input" className={styles.label}>
          Search the help center
        </label>
        <div className={styles.row}>
          <span className={styles.icon}>{icon}</span>
          <input
            id="help-search-input"
            name="q"
            type="search"
            className={`form-control form-control-lg ${styles.input}`}
            placeholder="e.g. NACH mandate, UPI settlement, branch"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            required
            ref={input}
            onFocus={() => void engine().catch(() => undefined)}
            aria-describedby="help-search-status"
          />
          <button type="submit" className="btn btn-primary btn-lg">
            Search
          </button>
        </div>
        <fieldset className={styles.kinds}>
          <legend className={styles.kindsLegend}>Show</legend>
          {kindOptions.map(([value, label]) => (
            <label key={value} className={styles.kind}>
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={value === 'all'}
                onChange={() => {
                  if (input.current?.value.trim()) void run(input.current.value);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </form>
      <p className={styles.suggestions} {...notSearched}>
        <span>Popular:</span>
        {suggestions.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            className={styles.suggestion}
            onClick={() => {
              if (input.current) input.current.value = suggestion;
              void run(suggestion);
            }}
          >
            {suggestion}
          </button>
        ))}
      </p>
      <div id="help-search-status" role="status" className={styles.status}>
        {state.kind === 'empty' ? (
          <p className={styles.message}>
            Type a word or two to search, for example “NACH” or “UPI settlement”.
          </p>
        ) : null}
        {state.kind === 'loading' ? <p className={styles.message}>Searching…</p> : null}
        {state.kind === 'error' ? (
          <p className={styles.message}>
            Search could not load just now. Browse the topics below, or email{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        ) : null}
        {state.kind === 'done' && state.results.length === 0 ? (
          <p className={styles.message}>
            Nothing matches “{state.query}”. Try another word, browse the topics below, or email{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        ) : null}
        {state.kind === 'done' && state.results.length > 0 ? (
          <p className={styles.message}>{countText(state.total, state.query)}</p>
        ) : null}
      </div>
      {state.kind === 'done' && state.results.length > 0 ? (
        <ul className={styles.results} aria-label="Search results" ref={list}>
          {state.results.map((result) => (
            <li key={result.url} className={styles.result}>
              <span className={styles.category}>{searchKinds[result.kind]}</span>
              <a href={result.url} className={styles.resultTitle}>
                {result.title}
              </a>
              <p className={styles.excerpt}>
                {result.excerpt.map((part, i) =>
                  part.mark ? <mark key={i}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'done' && state.results.length < state.total ? (
        <p className={styles.more}>
          <span>
            Showing {state.results.length} of {state.total}
          </span>
          <button type="button" className="btn btn-outline-primary" onClick={() => void showMore()}>
            Show more results
          </button>
        </p>
      ) : null}
    </div>
  );
}
