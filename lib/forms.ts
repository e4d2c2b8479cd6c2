// Lead forms: field rules (shared by the browser's own validation, the form islands and the
// tests) and one submission client. A static export has no server: without scripts the browser
// validates and posts the form itself; once hydrated, the island validates with the same rules
// and POSTs JSON to the endpoint configured at build time (NEXT_PUBLIC_FORM_ENDPOINT). The
// islands import this module lazily, on the first focus or submit.
import { leadAcceptedEvent, rememberVisit, type VisitFields } from './attribution';

export type FieldKind =
  'text' | 'email' | 'tel' | 'url' | 'password' | 'textarea' | 'select' | 'checkbox';

export type FieldRule = {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** Message when a required value is missing (or a required box is unticked). */
  requiredMessage?: string;
  maxLength?: number;
  minLength?: number;
  /** Allowed values of a select; anything else is treated as not selected. */
  options?: readonly string[];
  /** Shape a value must have, as an HTML `pattern` (anchored, `v` flag), with its message. */
  pattern?: string;
  patternMessage?: string;
  /** `false` keeps the value in the browser: validated, never sent to the lead endpoint. */
  send?: false;
};

export type FormSchema = Record<string, FieldRule>;
export type FormValues = Record<string, string | boolean>;
export type FormErrors = Partial<Record<string, string>>;

/**
 * A rule with everything the markup and the validator need spelled out: the length limit, the
 * pattern of its kind and both messages. The server renders `required`, `maxlength`, `pattern`
 * and the messages from it, the island validates with it: one source, so they cannot drift.
 */
export type Rule = FieldRule & { maxLength: number; requiredMessage?: string };
export type Rules = Record<string, Rule>;

// Written to compile both as JS `u` and as HTML `pattern` (`v` flag: class syntax escaped).
// Practical email check: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = String.raw`[^\s@<>\(\)\[\]\\,;:"]+@[^\s@<>\(\)\[\]\\,;:"]+\.[A-Za-z]{2,}`;
const TEL_PATTERN = String.raw`\+?[\d\s\(\)\.\-]{6,20}`;
// "www.bank.in" is accepted without https://, so the input is type=text with this pattern.
const URL_PATTERN = String.raw`([hH][tT][tT][pP][sS]?:\/\/)?[^\s\/?#@]+\.[^\s\/?#@]+([\/?#]\S*)?`;
const MARKUP_PATTERN = /<\s*\/?\s*[a-z!][^>]*>/i;

const kindDefaults: Partial<Record<FieldKind, Partial<Rule>>> = {
  email: {
    maxLength: 254,
    pattern: EMAIL_PATTERN,
    patternMessage: 'Please enter a valid email address, like name@company.com.',
  },
  tel: { pattern: TEL_PATTERN, patternMessage: 'Please enter a valid phone number.' },
  url: {
    pattern: URL_PATTERN,
    patternMessage: 'Please enter a valid web address, like https://www.example.com.',
  },
  textarea: { maxLength: 5000 },
};

export function resolveRule(rule: FieldRule): Rule {
  const label = rule.label.toLowerCase();
  const resolved: Rule = { maxLength: 200, ...kindDefaults[rule.kind], ...rule };
  if (rule.required) {
    resolved.requiredMessage ??=
      rule.kind === 'checkbox'
        ? `Please tick ${label}.`
        : rule.kind === 'select'
          ? `Please select your ${label}.`
          : `Please enter your ${label}.`;
  }
  if (rule.minLength) {
    resolved.patternMessage ??= `${rule.label} must be at least ${rule.minLength} characters.`;
  }
  return resolved;
}

/** Every rule of a schema resolved: plain data, so server components can hand it to islands. */
export function resolveSchema(schema: FormSchema): Rules {
  return Object.fromEntries(
    Object.entries(schema).map(([name, rule]) => [name, resolveRule(rule)]),
  );
}

/** The error message for one field's value, or undefined when it is valid. */
export function validateField(rule: Rule, value: string | boolean): string | undefined {
  if (rule.kind === 'checkbox')
    return rule.required && value !== true ? rule.requiredMessage : undefined;
  const text = typeof value === 'string' ? (rule.kind === 'password' ? value : value.trim()) : '';
  if (rule.kind === 'select' && text && rule.options && !rule.options.includes(text)) {
    return (
      rule.requiredMessage ?? `Please choose one of the listed ${rule.label.toLowerCase()} options.`
    );
  }
  if (!text) return rule.requiredMessage;
  if (text.length > rule.maxLength)
    return `${rule.label} must be at most ${rule.maxLength} characters.`;
  if (rule.minLength && text.length < rule.minLength) return rule.patternMessage;
  if (rule.kind === 'password') return undefined;
  if (rule.kind !== 'textarea' && MARKUP_PATTERN.test(text)) {
    return `${rule.label} cannot contain HTML or script tags.`;
  }
  if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`, 'u').test(text)) {
    return rule.patternMessage ?? `Please check your ${rule.label.toLowerCase()}.`;
  }
  return undefined;
}

/** Errors for every invalid field, in rule order (the first is focused). */
export function validateForm(rules: Rules, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const message = validateField(rule, values[name] ?? '');
    if (message) errors[name] = message;
  }
  return errors;
}

/** The fields a submission carries: trimmed, rule fields only, never a `send: false` field. */
export function payloadFields(rules: Rules, values: FormValues): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name];
    if (rule.send === false || value === undefined) continue;
    fields[name] = typeof value === 'string' ? value.trim() : value;
  }
  return fields;
}

// ---------------------------------------------------------------- the island's submit

export type FormStatus = 'idle' | 'pending' | 'success' | 'failed' | 'noEndpoint';
export type FormView = { errors: FormErrors; status: FormStatus; message: string };

/** What the Form island hands over: its form, its settings and how to show what happened. */
export type FormHost = {
  form: HTMLFormElement;
  rules: Rules;
  idPrefix: string;
  formId: string;
  /** The route of the page the form is on (components/islands/PageRoute.tsx): the lead's `page`. */
  page: string;
  /** The opt-in box: sent as the lead's `consent`, not among its fields (as the native post does). */
  consentField?: string;
  /** Sending the form is the consent (the newsletter). */
  consentBySending?: boolean;
  /** Version of the privacy notice the form links to (content/shared/legal.ts). */
  noticeVersion?: string;
  /** The lead endpoint ('' when none is configured). */
  endpoint: string;
  /** A portal form's URL ('' when none is configured); undefined for lead forms. */
  portal?: string;
  /** The spam trap's field name (lib/site.ts formTrapField). */
  honeypot: string;
  /** One id per filled-in form: a retry after a failure is recognisably the same submission. */
  submission: { id?: string };
  show: (view: Partial<FormView>) => void;
  showNotice: () => void;
};

const control = (host: FormHost, name: string) =>
  host.form.elements.namedItem(`${host.idPrefix}-${name}`) as HTMLInputElement | null;

/** Values read from the (uncontrolled) fields, by id: a `send: false` field has no name. */
export function readForm(host: FormHost): FormValues {
  return Object.fromEntries(
    Object.keys(host.rules).map((name) => {
      const el = control(host, name);
      return [name, el?.type === 'checkbox' ? el.checked : (el?.value ?? '')];
    }),
  );
}

/** Shows every error next to its field and focuses the first if asked; true when valid. */
export function checkForm(host: FormHost, focus: boolean, errors?: FormErrors): boolean {
  const found = errors ?? validateForm(host.rules, readForm(host));
  host.show({ errors: found });
  const first = Object.keys(host.rules).find((name) => found[name]);
  const field = first && focus ? control(host, first) : null;
  if (field) revealAndFocus(field);
  return !first;
}

/**
 * Focuses a field with its label and message in view below the pinned header. `focus()` alone
 * scrolls as each engine likes: WebKit puts the field at the top edge, under the header, ignoring
 * `scroll-padding-top`. So the field's group is scrolled into the clear band by hand (the root's
 * scroll-padding-top is the header's height plus a gap), then focused without scrolling.
 */
export function revealAndFocus(field: HTMLElement) {
  const group = field.closest<HTMLElement>('.form-field') ?? field;
  const clearTop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const box = group.getBoundingClientRect();
  const room = window.innerHeight - clearTop;
  // Above the clear band, or taller than it: its top to the band's top; below: its bottom in view.
  const by =
    box.top < clearTop || box.height > room
      ? box.top - clearTop
      : box.bottom > window.innerHeight
        ? box.bottom - window.innerHeight
        : 0;
  if (by) window.scrollBy({ top: by, behavior: 'instant' });
  field.focus({ preventScroll: true });
}

/**
 * The island's submit. Lead forms: validate, then JSON to the endpoint (or the email fallback);
 * portal forms: validate, then the browser posts natively. Resolves true while a native post
 * leaves the page (the form stays busy).
 */
export async function submitForm(host: FormHost): Promise<boolean> {
  if (!checkForm(host, true)) {
    host.show({ status: 'idle', message: '' });
    return false;
  }
  if (host.portal !== undefined) {
    if (!host.portal) return (host.showNotice(), false);
    host.show({ status: 'pending' });
    host.form.submit();
    return true;
  }
  const trap = host.form.elements.namedItem(host.honeypot) as HTMLInputElement | null;
  // Pretend success so bots learn nothing; nothing is sent.
  if (trap?.value) return (host.show({ status: 'success' }), false);
  if (!host.endpoint) return (host.show({ status: 'noEndpoint' }), false);
  host.submission.id ??= newSubmissionId();
  host.show({ status: 'pending', message: '' });
  const { [host.consentField ?? '']: optIn, ...fields } = payloadFields(host.rules, readForm(host));
  const outcome = await submitLead({
    endpoint: host.endpoint,
    payload: {
      formId: host.formId,
      page: host.page,
      ...rememberVisit(),
      fields,
      consent: host.consentBySending === true || optIn === true,
      privacyNoticeVersion: host.noticeVersion ?? '',
      submittedAt: new Date().toISOString(),
      submissionId: host.submission.id,
    },
  });
  if (outcome.kind === 'success') {
    // Counted by the measurement code when it runs (lib/analytics.ts): the form's id only.
    window.dispatchEvent(new CustomEvent(leadAcceptedEvent, { detail: { formId: host.formId } }));
    return (host.show({ status: 'success' }), false);
  }
  if (outcome.kind !== 'fieldErrors') {
    host.show({ status: 'failed', message: outcomeMessages[outcome.kind] });
    return false;
  }
  const known = Object.fromEntries(
    Object.entries(outcome.errors).filter(([name]) => name in host.rules),
  );
  const valid = checkForm(host, true, known);
  host.show({
    status: 'failed',
    message: valid
      ? outcomeMessages.rejected
      : 'Please correct the highlighted fields and try again.',
  });
  return false;
}

// ---------------------------------------------------------------- submission

/** A lead as sent: where it came from (the visit's first page, referring site, utm_*) travels
 * next to the page it was sent from, flat, so form backends keep each as a field of its own. */
export type LeadPayload = Partial<VisitFields> & {
  formId: string;
  page: string;
  fields: Record<string, string | boolean>;
  consent: boolean;
  /** The privacy notice version the form showed (and a ticked opt-in agreed to). */
  privacyNoticeVersion: string;
  submittedAt: string;
  submissionId: string;
};

export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'fieldErrors'; errors: Record<string, string> }
  | { kind: 'rateLimited' }
  | { kind: 'rejected' }
  | { kind: 'serverError' }
  | { kind: 'timeout' }
  | { kind: 'offline' };

export const SUBMIT_TIMEOUT_MS = 12_000;

/** Messages shown for failures; the form keeps every value so the visitor can retry. */
export const outcomeMessages: Record<
  Exclude<SubmitOutcome['kind'], 'success' | 'fieldErrors'>,
  string
> = {
  rateLimited: 'Too many attempts in a short time. Please wait a minute and try again.',
  rejected: 'We could not accept this submission. Please check the details and try again.',
  serverError: 'Our server had a problem receiving your message. Please try again in a moment.',
  timeout: 'This is taking too long. Please try again, or email us instead.',
  offline: 'You appear to be offline. Check your connection and try again; what you typed is kept.',
};

export function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

type SubmitOptions = {
  endpoint: string;
  payload: LeadPayload;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** POST the payload as JSON and classify the response. Never throws. */
export async function submitLead({
  endpoint,
  payload,
  timeoutMs = SUBMIT_TIMEOUT_MS,
  fetchImpl = fetch,
}: SubmitOptions): Promise<SubmitOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': payload.submissionId,
      },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'success' };
    if (response.status === 429) return { kind: 'rateLimited' };
    if (response.status >= 500) return { kind: 'serverError' };
    const errors = await readFieldErrors(response);
    return errors ? { kind: 'fieldErrors', errors } : { kind: 'rejected' };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'timeout' };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
    return error instanceof TypeError ? { kind: 'offline' } : { kind: 'serverError' };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads `{ errors: { field: message } }` (or Formspree's `errors: [{ field, message }]`). */
async function readFieldErrors(response: Response): Promise<Record<string, string> | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object' || !('errors' in body)) return undefined;
    const raw = (body as { errors: unknown }).errors;
    const errors: Record<string, string> = {};
    if (Array.isArray(raw)) {
      for (const item of raw) {
        if (item && typeof item.field === 'string' && typeof item.message === 'string') {
          errors[item.field] = item.message;
        }
      }
    } else if (raw && typeof raw === 'object') {
      for (const [field, message] of Object.entries(raw)) {
        if (typeof message === 'string') errors[field] = message;
      }
    }
    return Object.keys(errors).length ? errors : undefined;
  } catch {
    return undefined;
  }
}
