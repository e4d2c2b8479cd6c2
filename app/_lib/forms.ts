// Lead forms: one field schema per form (shared by the UI and the tests) and one submission client.
// A static export has no server, so forms validate in the browser and POST JSON to the endpoint
// configured at build time (NEXT_PUBLIC_FORM_ENDPOINT).

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
  /** Shape a value must have (e.g. a two-letter country code), with its message. */
  pattern?: RegExp;
  patternMessage?: string;
  /** `false` keeps the value in the browser: it is validated but never sent (passwords). */
  send?: false;
};

export type FormSchema = Record<string, FieldRule>;
export type FormValues<S extends FormSchema> = {
  [K in keyof S]: S[K]['kind'] extends 'checkbox' ? boolean : string;
};
export type FormErrors<S extends FormSchema> = Partial<Record<keyof S, string>>;

const EMAIL_MAX = 254;
const DEFAULT_TEXT_MAX = 200;
const DEFAULT_LONG_TEXT_MAX = 5000;
// Practical email check: one @, no spaces, a dot in the domain, no leading/trailing dot in parts.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
const MARKUP_PATTERN = /<\s*\/?\s*[a-z!][^>]*>/i;

function maxFor(rule: FieldRule): number {
  if (rule.maxLength) return rule.maxLength;
  if (rule.kind === 'email') return EMAIL_MAX;
  if (rule.kind === 'textarea') return DEFAULT_LONG_TEXT_MAX;
  return DEFAULT_TEXT_MAX;
}

/** The error message for one field's value, or undefined when it is valid. */
export function validateField(rule: FieldRule, value: string | boolean): string | undefined {
  if (rule.kind === 'checkbox') {
    return rule.required && value !== true
      ? (rule.requiredMessage ?? `Please tick ${rule.label.toLowerCase()}.`)
      : undefined;
  }
  const text = typeof value === 'string' ? (rule.kind === 'password' ? value : value.trim()) : '';
  if (rule.kind === 'select' && text && rule.options && !rule.options.includes(text)) {
    return rule.required
      ? (rule.requiredMessage ?? `Please select your ${rule.label.toLowerCase()}.`)
      : `Please choose one of the listed ${rule.label.toLowerCase()} options.`;
  }
  if (!text) {
    if (rule.required && rule.kind === 'select') {
      return rule.requiredMessage ?? `Please select your ${rule.label.toLowerCase()}.`;
    }
    return rule.required
      ? (rule.requiredMessage ?? `Please enter your ${rule.label.toLowerCase()}.`)
      : undefined;
  }
  const max = maxFor(rule);
  if (text.length > max) return `${rule.label} must be at most ${max} characters.`;
  if (rule.minLength && text.length < rule.minLength) {
    return `${rule.label} must be at least ${rule.minLength} characters.`;
  }
  if (rule.kind === 'password') return undefined;
  if (rule.kind !== 'textarea' && MARKUP_PATTERN.test(text)) {
    return `${rule.label} cannot contain HTML or script tags.`;
  }
  if (rule.kind === 'email' && !EMAIL_PATTERN.test(text)) {
    return 'Please enter a valid email address, like name@company.com.';
  }
  if (rule.kind === 'url' && !isWebAddress(text)) {
    return 'Please enter a valid web address, like https://www.example.com.';
  }
  if (rule.kind === 'tel' && !/^\+?[\d\s().-]{6,20}$/.test(text)) {
    return 'Please enter a valid phone number.';
  }
  if (rule.pattern && !rule.pattern.test(text)) {
    return rule.patternMessage ?? `Please check your ${rule.label.toLowerCase()}.`;
  }
  return undefined;
}

function isWebAddress(text: string): boolean {
  const candidate = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Errors for every invalid field, in schema order (the first is focused). */
export function validateForm<S extends FormSchema>(
  schema: S,
  values: FormValues<S>,
): FormErrors<S> {
  const errors: FormErrors<S> = {};
  for (const name of Object.keys(schema) as (keyof S & string)[]) {
    const rule = schema[name];
    if (!rule) continue;
    const message = validateField(rule, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** Trimmed values ready to send (checkboxes stay booleans). */
export function cleanValues<S extends FormSchema>(values: FormValues<S>): FormValues<S> {
  const out = { ...values };
  for (const key of Object.keys(out) as (keyof S)[]) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.trim() as FormValues<S>[keyof S];
  }
  return out;
}

/** The fields a submission carries: trimmed, schema fields only, never a `send: false` field. */
export function payloadFields<S extends FormSchema>(
  schema: S,
  values: FormValues<S>,
): Record<string, string | boolean> {
  const clean = cleanValues(values) as Record<string, string | boolean>;
  const fields: Record<string, string | boolean> = {};
  for (const [name, rule] of Object.entries(schema)) {
    const value = clean[name];
    if (rule.send === false || value === undefined) continue;
    fields[name] = value;
  }
  return fields;
}

// ---------------------------------------------------------------- schemas

export const newsletterSchema = {
  email: {
    kind: 'email',
    label: 'Email',
    required: true,
    requiredMessage: 'Please enter your email address.',
  },
} as const satisfies FormSchema;

// ---------------------------------------------------------------- submission

export type LeadPayload = {
  formId: string;
  page: string;
  fields: Record<string, string | boolean>;
  consent: boolean;
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
