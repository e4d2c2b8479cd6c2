'use client';
// Client island: searches the build-time article index in the browser. The index (a few KB of
// JSON) is fetched when the visitor first reaches for the field, not with the page.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { queryTerms, searchHelp, type HelpIndexEntry } from '@/lib/help-search';
import { useHydrated } from './use-hydrated';
import styles from './HelpSearch.module.scss';

type HelpSearchProps = {
  indexUrl: string;
  suggestions: string[];
  supportEmail: string;
  /** Search icon rendered on the server. */
  icon: ReactNode;
};

type State =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'loading'; query: string }
  | { kind: 'error'; query: string }
  | { kind: 'done'; query: string; results: HelpIndexEntry[] };

export function HelpSearch({ indexUrl, suggestions, supportEmail, icon }: HelpSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const index = useRef<Promise<HelpIndexEntry[]> | null>(null);

  const loadIndex = () => {
    index.current ??= fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<HelpIndexEntry[]>;
    });
    index.current.catch(() => {
      index.current = null; // let the next search try again
    });
    return index.current;
  };

  const run = async (value: string) => {
    // The query goes into ?q= so a reload, the back button or a shared link shows the same results.
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);

    if (queryTerms(value).length === 0) {
      setState({ kind: 'empty' });
      return;
    }
    setState({ kind: 'loading', query: value.trim() });
    try {
      const results = searchHelp(await loadIndex(), value);
      setState({ kind: 'done', query: value.trim(), results });
    } catch {
      setState({ kind: 'error', query: value.trim() });
    }
  };

  // A search submitted before the scripts ran (or a shared link) arrives as ?q=.
  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q');
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
            onFocus={() => void loadIndex().catch(() => undefined)}
            aria-describedby="help-search-status"
          />
          <button type="submit" className="btn btn-primary btn-lg">
            Search
          </button>
        </div>
      </form>
      <p className={styles.suggestions}>
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
            No articles match “{state.query}”. Try a shorter word, browse the topics below, or email{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        ) : null}
        {state.kind === 'done' && state.results.length > 0 ? (
          <p className={styles.message}>
            {state.results.length === 1
              ? `1 article matches “${state.query}”`
              : `${state.results.length} articles match “${state.query}”`}
          </p>
        ) : null}
      </div>
      {state.kind === 'done' && state.results.length > 0 ? (
        <ul className={styles.results} aria-label="Search results">
          {state.results.map((result) => (
            <li key={result.slug} className={styles.result}>
              <span className={styles.category}>{result.category}</span>
              <a href={result.href} className={styles.resultTitle}>
                {result.title}
              </a>
              <p className={styles.excerpt}>{result.excerpt}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
