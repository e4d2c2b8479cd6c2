'use client';
// Client island: the newsletter form on every page. It renders the fields at once but fetches the
// validation and submission code only when the visitor reaches for the form, so pages that are only
// read do not pay for it. What was typed, focus and a pending submit carry over to the working form.
import { useRef, useState } from 'react';
import type {
  NewsletterForm as NewsletterFormComponent,
  NewsletterFormProps,
} from './NewsletterForm';
import { NewsletterFields } from './NewsletterFields';

const loadForm = () => import('./NewsletterForm').then((module) => module.NewsletterForm);

type Handover = { initialEmail: string; autoFocus: boolean; submitOnMount: boolean };

export function NewsletterSignup(props: Omit<NewsletterFormProps, keyof Handover>) {
  const [Form, setForm] = useState<{ Component: typeof NewsletterFormComponent } | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitQueued = useRef(false);
  const loading = useRef(false);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    loadForm().then((Component) => {
      const input = inputRef.current;
      setHandover({
        initialEmail: input?.value ?? '',
        autoFocus: input !== null && document.activeElement === input,
        submitOnMount: submitQueued.current,
      });
      setForm({ Component });
    });
  };

  if (Form && handover) return <Form.Component {...props} {...handover} />;

  return (
    <form
      className={`newsletter-form ${props.tone ?? 'light'}`}
      method="post"
      onFocus={wake}
      onPointerEnter={wake}
      onTouchStart={wake}
      onSubmit={(event) => {
        event.preventDefault();
        submitQueued.current = true;
        wake();
      }}
    >
      <NewsletterFields
        inputId={`${props.idPrefix}-email`}
        buttonLabel={props.buttonLabel ?? 'Subscribe'}
        inputRef={inputRef}
      />
    </form>
  );
}
