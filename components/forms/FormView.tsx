// The one way a form of the site is put together on the server: a schema (its rules), its copy
// from content/copy/form-copy.ts and its fields in order, over the Form island.
import type { ReactNode } from 'react';
import type { Company, FormCopy, LinkedText } from '@/content/types';
import { formFallback } from '@/content/copy/form-copy';
import { resolveSchema, type FormSchema } from '@/lib/forms';
import { Field } from '@/components/islands/fields';
import { Form, type FormProps } from '@/components/islands/Form';

/** A field by name, or with how it is drawn; its words come from the form's copy. */
export type FieldSpec =
  | string
  | {
      name: string;
      autoComplete?: string;
      className?: string;
      rows?: number;
      hideLabel?: boolean;
      /** A select's options, after its placeholder option. */
      options?: readonly { value: string; label: string }[];
    };

/** The autocomplete token of a field, by its usual name. */
const autoCompleteOf: Partial<Record<string, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  website: 'url',
  profile: 'url',
  firstName: 'given-name',
  lastName: 'family-name',
  subject: 'off',
  workEmail: 'work email',
  country: 'country',
};

/** Text with links, one text run per string, as written in content. */
export function linkedText(text: LinkedText): ReactNode {
  return text.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} href={part.href}>
        {part.link}
      </a>
    ),
  );
}

type FormViewProps = Omit<
  FormProps,
  | 'rules'
  | 'label'
  | 'submitLabel'
  | 'success'
  | 'notice'
  | 'mailSubject'
  | 'mailTo'
  | 'supportEmail'
  | 'fallback'
  | 'children'
> & {
  schema: FormSchema;
  copy: FormCopy;
  fields: FieldSpec[];
  /** Whose addresses the email fallback uses, and the privacy notice in force. */
  company: Company;
  /** Who the email fallback goes to: sales unless the form says otherwise. */
  mailTo?: string;
  submitLabel?: string;
  /** After the fields, inside the form. */
  children?: ReactNode;
};

/** A form from its schema, its copy and its fields; the email addresses come from the company. */
export function FormView({
  schema,
  copy,
  fields,
  company,
  mailTo = company.email.sales,
  submitLabel = copy.submitLabel,
  children,
  ...props
}: FormViewProps) {
  const lead = props.portal === undefined;
  // Every lead form says what its data is for, next to the button that sends it.
  if (lead && !copy.privacyLine)
    throw new Error(
      `Form ${props.formId}: a lead form needs its privacyLine (content/copy/form-copy.ts)`,
    );
  return (
    <Form
      rules={resolveSchema(schema)}
      label={copy.label}
      submitLabel={submitLabel}
      success={copy.success}
      notice={copy.notice}
      mailSubject={copy.mailSubject}
      mailTo={mailTo}
      supportEmail={company.email.support}
      fallback={formFallback}
      noticeVersion={lead ? company.privacyNotice.version : undefined}
      footnote={
        lead && copy.privacyLine ? (
          <p className="form-privacy span-all">{linkedText(copy.privacyLine)}</p>
        ) : undefined
      }
      {...props}
    >
      {fields.map((spec) => {
        const { name, options, ...field } = typeof spec === 'string' ? { name: spec } : spec;
        const { label, placeholder, hint } = copy.fields[name] ?? {};
        return (
          <Field
            key={name}
            name={name}
            autoComplete={autoCompleteOf[name]}
            {...field}
            label={typeof label === 'object' ? linkedText(label) : label}
            placeholder={placeholder}
            hint={hint}
          >
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Field>
        );
      })}
      {children}
    </Form>
  );
}
