/**
 * @jest-environment node
 */
// One schema per form (lib/form-schemas.ts), resolved into the rules the server renders as
// native constraints and the islands validate with: a bad-input matrix each.
import {
  payloadFields,
  resolveRule,
  resolveSchema,
  validateField,
  validateForm,
  type FieldRule,
} from '@/lib/forms';
import {
  budgetOptions,
  contactSchema,
  demoRequestSchema,
  integrationApplicationSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  websiteTestSchema,
} from '@/lib/form-schemas';

const INVALID_EMAIL = 'Please enter a valid email address, like name@company.com.';
const longEmail = `${'x'.repeat(250)}@example.com`;

type Case = [string, FieldRule, string | boolean, string];

const cases: Case[] = [
  // request for demo (and the service contact form)
  ['demo name empty', demoRequestSchema.name, '', 'Please enter your name.'],
  ['demo name whitespace', demoRequestSchema.name, '   ', 'Please enter your name.'],
  [
    'demo name script',
    demoRequestSchema.name,
    '<script>alert(1)</script>',
    'Name cannot contain HTML or script tags.',
  ],
  [
    'demo name too long',
    demoRequestSchema.name,
    'a'.repeat(201),
    'Name must be at most 200 characters.',
  ],
  ['demo email empty', demoRequestSchema.email, '', 'Please enter your email address.'],
  ['demo email malformed', demoRequestSchema.email, 'priya@nidhi', INVALID_EMAIL],
  ['demo email long', demoRequestSchema.email, longEmail, 'Email must be at most 254 characters.'],
  ['demo work email malformed', demoRequestSchema.workEmail, 'ops at bank.in', INVALID_EMAIL],
  [
    'demo website malformed',
    demoRequestSchema.website,
    'not a site',
    'Please enter a valid web address, like https://www.example.com.',
  ],
  ['demo budget unselected', demoRequestSchema.budget, '', 'Please select your budget.'],
  ['demo budget unknown value', demoRequestSchema.budget, 'budget1', 'Please select your budget.'],
  ['demo country unselected', demoRequestSchema.country, '', 'Please select your country.'],
  ['demo country not a code', demoRequestSchema.country, 'India', 'Please select your country.'],
  [
    'demo description too long',
    demoRequestSchema.description,
    'a'.repeat(3001),
    'Project description must be at most 3000 characters.',
  ],
  // contact
  ['contact first name empty', contactSchema.firstName, ' ', 'Please enter your first name.'],
  ['contact email malformed', contactSchema.email, 'arjun@@coop.in', INVALID_EMAIL],
  ['contact phone letters', contactSchema.phone, 'call me', 'Please enter a valid phone number.'],
  [
    'contact subject script',
    contactSchema.subject,
    '<img src=x onerror=alert(1)>',
    'Subject cannot contain HTML or script tags.',
  ],
  ['contact message empty', contactSchema.message, '', 'Please tell us how we can help.'],
  [
    'contact message too long',
    contactSchema.message,
    'a'.repeat(3001),
    'Message must be at most 3000 characters.',
  ],
  // apply for integration
  ['integration name empty', integrationApplicationSchema.name, '', 'Please enter your name.'],
  [
    'integration email long',
    integrationApplicationSchema.email,
    longEmail,
    'Email must be at most 254 characters.',
  ],
  [
    'integration company empty',
    integrationApplicationSchema.company,
    '\t',
    'Please enter your company name.',
  ],
  [
    'integration description empty',
    integrationApplicationSchema.description,
    '',
    'Please describe the integration you have in mind.',
  ],
  // test your website
  ['website empty', websiteTestSchema.website, '', 'Please enter your website address.'],
  [
    'website javascript: url',
    websiteTestSchema.website,
    'javascript:alert(1)',
    'Please enter a valid web address, like https://www.example.com.',
  ],
  ['website email malformed', websiteTestSchema.email, 'me@', INVALID_EMAIL],
  // sign in, sign up, reset
  ['sign-in email empty', signInSchema.email, '', 'Please enter your email address.'],
  ['sign-in password empty', signInSchema.password, '', 'Please enter your password.'],
  [
    'sign-up name script',
    signUpSchema.name,
    '<b>x</b>',
    'Name cannot contain HTML or script tags.',
  ],
  [
    'sign-up password short',
    signUpSchema.password,
    'short',
    'Password must be at least 8 characters.',
  ],
  [
    'sign-up password long',
    signUpSchema.password,
    'a'.repeat(129),
    'Password must be at most 128 characters.',
  ],
  [
    'sign-up terms unchecked',
    signUpSchema.terms,
    false,
    'Please accept the terms and conditions to continue.',
  ],
  ['reset email malformed', passwordResetSchema.email, 'ops.nbfc.in', INVALID_EMAIL],
];

describe('form schemas reject bad input with the right message', () => {
  it.each(cases)('%s', (_name, rule, value, message) => {
    expect(validateField(resolveRule(rule), value)).toBe(message);
  });

  // The browser checks the same pattern before any script runs (an HTML `pattern` is compiled
  // anchored, with the `v` flag): where the island rejects a value's shape, so does the browser.
  it.each(
    cases.filter(([, rule, value]) => typeof value === 'string' && resolveRule(rule).pattern),
  )('%s: the native pattern agrees', (_name, rule, value, message) => {
    const { pattern, patternMessage } = resolveRule(rule);
    const native = new RegExp(`^(?:${pattern})$`, 'v').test(String(value).trim());
    if (message === patternMessage) expect(native).toBe(false);
  });
});

describe('native constraints come from the rules', () => {
  it('resolves lengths, patterns and messages for the markup', () => {
    expect(resolveRule(demoRequestSchema.email)).toMatchObject({
      required: true,
      maxLength: 254,
      requiredMessage: 'Please enter your email address.',
      patternMessage: INVALID_EMAIL,
    });
    expect(resolveRule(contactSchema.phone).pattern).toBeDefined();
    expect(resolveRule(demoRequestSchema.description).maxLength).toBe(3000);
    expect(resolveRule(signUpSchema.password)).toMatchObject({
      minLength: 8,
      patternMessage: 'Password must be at least 8 characters.',
    });
    expect(resolveRule(demoRequestSchema.budget).requiredMessage).toBe(
      'Please select your budget.',
    );
  });

  it('accepts good values natively too', () => {
    const accepts = (rule: FieldRule, value: string) =>
      new RegExp(`^(?:${resolveRule(rule).pattern})$`, 'v').test(value);
    expect(accepts(demoRequestSchema.email, 'priya.nair@coop-bank.in')).toBe(true);
    expect(accepts(demoRequestSchema.website, 'www.keralanidhi.in')).toBe(true);
    expect(accepts(demoRequestSchema.website, 'https://www.keralanidhi.in/about?x=1')).toBe(true);
    expect(accepts(contactSchema.phone, '+91 98470 12345')).toBe(true);
  });
});

describe('form schemas accept good input', () => {
  it('accepts a complete demo request, with optional fields left empty', () => {
    expect(
      validateForm(resolveSchema(demoRequestSchema), {
        name: ' Priya Nair ',
        email: 'priya@keralanidhi.in',
        website: 'www.keralanidhi.in',
        workEmail: '',
        budget: 'under-20k',
        country: 'IN',
        description: '',
        marketingOptIn: false,
      }),
    ).toEqual({});
  });

  it('lets passwords contain any characters, spaces included', () => {
    expect(validateField(resolveRule(signUpSchema.password), ' <pass> phrase ')).toBeUndefined();
  });

  it('gives every budget option its own value, all accepted by the schema', () => {
    const values = budgetOptions.map((option) => option.value);
    expect(new Set(values).size).toBe(6);
    expect(budgetOptions.map((option) => option.label)).toEqual([
      'None just getting started',
      'Less than $20,000',
      '$20,000 to $50,000',
      '$50,000 to $100,000',
      '$100,000 to $500,000',
      'More than $500,000',
    ]);
    for (const value of values)
      expect(validateField(resolveRule(demoRequestSchema.budget), value)).toBeUndefined();
  });

  it('never puts a password into the payload, and trims the rest', () => {
    expect(
      payloadFields(resolveSchema(signUpSchema), {
        name: ' Meera ',
        email: 'meera@nidhi.in',
        company: '',
        password: 'Secret-pass-2024',
        terms: true,
      }),
    ).toEqual({ name: 'Meera', email: 'meera@nidhi.in', company: '', terms: true });
  });
});
