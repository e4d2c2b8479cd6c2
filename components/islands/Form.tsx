'use client';
// Client island: every form of the site, hydrated in place over its server HTML. Without scripts
// (or before they run) the <form> posts itself: to the lead endpoint (urlencoded, the endpoint
// redirects to /thank-you/), to the customer portal, or into an email to sales. The browser's own
// validation guards that path and CSS shows the field messages. Once hydrated it takes the
// submit over: its rules (forms.ts, loaded on first focus) validate, a lead goes as JSON, and
// every outcome is shown in place. Fields stay uncontrolled, so nothing typed before hydration
// is lost.
import {
  createContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { FormErrors, FormHost, FormView, Rules } from '@/lib/forms';
import { absoluteUrl, formEndpoint, formTrapField } from '@/lib/site';
import type { FormFallbackCopy } from '@/content/types';
import { onDemand } from './on-demand';
import { usePageRoute } from './PageRoute';

export const FormContext = createContext<{
  rules: Rules;
  errors: FormErrors;
  idPrefix: string;
  /** Portal forms post every field natively; lead forms never name a `send: false` field. */
  portal: boolean;
  /** The opt-in box, posted natively as `consent=true`, as the JSON lead carries it. */
  consentField?: string;
}>({ rules: {}, errors: {}, idPrefix: '', portal: false });

type Message = { title: string; text: string };

export type FormProps = {
  /** Resolved rules of the form's schema (forms.ts resolveSchema), in field order. */
  rules: Rules;
  /** Reported with the submission. */
  formId: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix: string;
  /** Accessible name of the form. */
  label?: string;
  className: string;
  submitLabel: string;
  submitClassName?: string;
  actionsClassName?: string;
  /** Class of a row that holds the fields and the submit button together (the newsletter). */
  rowClassName?: string;
  /** Confirmation that replaces a lead form once sent. */
  success?: Message;
  /** Subject of the email fallback. */
  mailSubject: string;
  /** Who the email fallback goes to. */
  mailTo: string;
  /** Where a portal notice sends the visitor for their portal's address. */
  supportEmail?: string;
  /** What the form says when it cannot send, while it sends, and on its honeypot. */
  fallback: FormFallbackCopy;
  /** The checkbox that records marketing consent, if any. */
  consentField?: string;
  /** Sending the form is the consent (the newsletter: subscribing is what it is for). */
  consentBySending?: boolean;
  /** Version of the privacy notice (content/shared/legal.ts), sent with every lead. */
  noticeVersion?: string;
  tone?: 'light' | 'dark';
  /** A portal form (sign-in, reset): the portal URL it posts to natively, '' when none is set. */
  portal?: string;
  /** Where to sign in instead: shown when no portal is set, or a `data-action` button asks. */
  notice?: Message;
  /** After the submit button, inside the form (the privacy line). */
  footnote?: ReactNode;
  /** Shown outside the <form>, before and after it (the Google button, the "Or" divider). */
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
};

const noSubscription = () => () => undefined;
const loadCode = onDemand(() => import('@/lib/forms'));
type Code = Awaited<ReturnType<typeof loadCode>>;

export function Form({
  rules,
  formId,
  idPrefix,
  label,
  className,
  submitLabel,
  submitClassName = 'btn btn-primary',
  actionsClassName = 'form-actions',
  rowClassName,
  success,
  mailSubject,
  mailTo,
  supportEmail,
  fallback,
  consentField,
  consentBySending = false,
  noticeVersion,
  tone = 'light',
  portal,
  notice,
  footnote,
  before,
  after,
  children,
}: FormProps) {
  const [view, setView] = useState<FormView>({ errors: {}, status: 'idle', message: '' });
  // A counter, so asking for the notice again moves focus to it again.
  const [noticeShown, setNoticeShown] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const submission = useRef({});
  // False in the server HTML, true once hydrated: until then the browser's own validation guards the form.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const page = usePageRoute();
  const { errors, status, message } = view;
  const mailto = `mailto:${mailTo}?subject=${encodeURIComponent(mailSubject)}`;

  useEffect(() => {
    if (status === 'success' || status === 'noEndpoint') statusRef.current?.focus();
  }, [status]);
  useEffect(() => {
    if (noticeShown) noticeRef.current?.focus();
  }, [noticeShown]);

  /** The submit code (forms.ts) with this form: loaded on first focus or submit. */
  const withCode = async <T,>(run: (code: Code, host: FormHost) => T): Promise<Awaited<T>> => {
    const code = await loadCode();
    return await run(code, {
      form: formRef.current as HTMLFormElement,
      rules,
      idPrefix,
      formId,
      page,
      consentField,
      consentBySending,
      noticeVersion,
      endpoint: formEndpoint,
      portal,
      honeypot: formTrapField,
      submission: submission.current,
      show: (patch) => setView((current) => ({ ...current, ...patch })),
      showNotice: () => setNoticeShown((n) => n + 1),
    });
  };

  useEffect(() => {
    // A visitor whose submit the browser refused before hydration keeps seeing the messages,
    // now the island's (the CSS ones apply to forms without `novalidate` only).
    try {
      if (formRef.current?.querySelector(':user-invalid'))
        void withCode((c, h) => c.checkForm(h, false));
    } catch {
      // a browser without :user-invalid
    }
    // The Google button is server HTML outside the form: without a portal it asks for the notice.
    const el = root.current;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('[data-action]')) setNoticeShown((n) => n + 1);
    };
    el?.addEventListener('click', onClick);
    return () => el?.removeEventListener('click', onClick);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One request per double click: a submit while one runs is ignored.
    if (busy.current) return;
    busy.current = true;
    void withCode((c, h) => c.submitForm(h)).then((leaving) => (busy.current = leaving));
  };

  const pending = status === 'pending';
  const fields = (
    <>
      <FormContext value={{ rules, errors, idPrefix, portal: portal !== undefined, consentField }}>
        {children}
      </FormContext>
      <div className={actionsClassName}>
        <button type="submit" className={submitClassName} disabled={pending}>
          {pending ? fallback.pending : submitLabel}
        </button>
      </div>
    </>
  );
  const confirmation = (title: string, body: ReactNode, ref = statusRef, extra = '') => (
    <div ref={ref} tabIndex={-1} role="status" className={`form-confirmation ${tone}${extra}`}>
      <p className="form-confirmation-title">{title}</p>
      <p className="mb-0">{body}</p>
    </div>
  );

  // Without scripts: the endpoint (urlencoded; `_next` is where Formspree / Basin-style
  // endpoints send the visitor afterwards), else an email to sales with the fields in its body.
  // Portal forms post to the portal; without one, `dialog` makes a submit a no-op that keeps
  // what was typed instead of posting to this static page.
  const native =
    portal !== undefined
      ? portal
        ? { action: portal, method: 'post' }
        : { method: 'dialog' }
      : formEndpoint
        ? { action: formEndpoint, method: 'post' }
        : { action: mailto, method: 'post', encType: 'text/plain' };

  return (
    <div ref={root} className="form-island">
      {before}
      {status === 'success' && success ? (
        confirmation(success.title, success.text)
      ) : (
        <form
          ref={formRef}
          aria-label={label}
          className={[className, tone].join(' ')}
          {...native}
          noValidate={enhanced}
          aria-busy={pending}
          onSubmit={onSubmit}
          onFocus={() => void loadCode()}
          onInput={(event) => {
            const name = (event.target as HTMLElement).id.slice(idPrefix.length + 1);
            setView((current) =>
              current.errors[name]
                ? { ...current, errors: { ...current.errors, [name]: undefined } }
                : current,
            );
          }}
        >
          {rowClassName ? <div className={rowClassName}>{fields}</div> : fields}
          {footnote}
          {portal !== undefined ? null : (
            <>
              <input type="hidden" name="formId" value={formId} />
              <input type="hidden" name="page" value={page} />
              {noticeVersion ? (
                <input type="hidden" name="privacyNoticeVersion" value={noticeVersion} />
              ) : null}
              {consentBySending ? <input type="hidden" name="consent" value="true" /> : null}
              {formEndpoint ? (
                <input type="hidden" name="_next" value={absoluteUrl('/thank-you/')} />
              ) : null}
              {/* The spam trap, under the name the backend discards a submission for: never
                  rendered (`hidden`, so no layout, no accessibility tree, nothing to autofill or
                  tab to), sent empty by people; bots that fill every input fill it. */}
              <div className="honeypot" hidden>
                <label htmlFor={`${idPrefix}-trap`}>{fallback.honeypotLabel}</label>
                <input
                  id={`${idPrefix}-trap`}
                  type="text"
                  name={formTrapField}
                  tabIndex={-1}
                  autoComplete="off"
                  data-1p-ignore=""
                  data-lpignore="true"
                />
              </div>
            </>
          )}
          {status === 'noEndpoint' ? (
            confirmation(
              fallback.noEndpoint.title,
              <>
                {fallback.noEndpoint.before}
                <a href={mailto}>{mailTo}</a>
                {fallback.noEndpoint.after}
              </>,
            )
          ) : (
            <div role="alert" className={message ? `form-alert ${tone}` : undefined}>
              {message ? (
                <>
                  {message}
                  {fallback.failed.before}
                  <a href={mailto}>{mailTo}</a>
                  {fallback.failed.after}
                </>
              ) : null}
            </div>
          )}
        </form>
      )}
      {after}
      {noticeShown && notice
        ? confirmation(
            notice.title,
            <>
              {notice.text}
              {fallback.portalNotice.before}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              {fallback.portalNotice.after}
            </>,
            noticeRef,
            ' portal-notice',
          )
        : null}
    </div>
  );
}
