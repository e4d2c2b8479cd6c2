'use client';
// Client island: the form's fields are server HTML that works at once (typing, native validation);
// its validation and submission code is fetched only when the visitor reaches for the form
// (pointer, touch, focus, submit), so pages that are only read do not pay for it. The working
// form then takes over with what was typed, the focus and a pending submit or button press.
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { readHandover, restoreFocus, type Handover } from './handover';

const islands = {
  newsletter: () => import('./NewsletterForm').then((module) => module.NewsletterForm),
  contact: () => import('./ContactFormIsland').then((module) => module.ContactFormIsland),
  demoRequest: () =>
    import('./DemoRequestFormIsland').then((module) => module.DemoRequestFormIsland),
  integrationApplication: () =>
    import('./IntegrationApplicationFormIsland').then(
      (module) => module.IntegrationApplicationFormIsland,
    ),
  websiteTest: () =>
    import('./WebsiteTestFormIsland').then((module) => module.WebsiteTestFormIsland),
  signIn: () => import('./SignInFormIsland').then((module) => module.SignInFormIsland),
  signUp: () => import('./SignUpFormIsland').then((module) => module.SignUpFormIsland),
  passwordReset: () =>
    import('./PasswordResetFormIsland').then((module) => module.PasswordResetFormIsland),
};

type Islands = typeof islands;
export type FormKind = keyof Islands;
type IslandProps<K extends FormKind> = Omit<
  ComponentProps<Awaited<ReturnType<Islands[K]>>>,
  'handover'
>;

type Loaded<K extends FormKind> = {
  Island: Awaited<ReturnType<Islands[K]>>;
  handover: Handover;
};

export function DeferredForm<K extends FormKind>({
  kind,
  props,
  children,
}: {
  kind: K;
  props: IslandProps<K>;
  /** The same form rendered on the server from static state. */
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded<K> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const queued = useRef<{ submit: boolean; action?: string }>({ submit: false });
  const started = useRef(false);

  const pressed = useRef(false);
  const waiting = useRef<(() => void) | null>(null);

  const wake = () => {
    if (started.current) return;
    started.current = true;
    (islands[kind]() as Promise<Loaded<K>['Island']>).then((Island) => {
      const swap = () => {
        // Read the fields and swap in one task, so no keystroke falls between the two; then put
        // the focus back where it was (unless a queued submit will move it to the first error).
        const { handover, focus } = readHandover(root.current, queued.current);
        flushSync(() => setLoaded({ Island, handover }));
        if (!handover.submit) restoreFocus(root.current, focus);
      };
      // Never between a press and its click: the click would land on a removed element.
      if (pressed.current) waiting.current = swap;
      else swap();
    });
  };

  // A visitor whose pointer or focus is already in the form when the page hydrates (scripts start
  // after the first paint) has reached for it: no new pointerover or focus event will tell.
  useEffect(() => {
    if (root.current?.querySelector(':hover, :focus')) wake();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page hydrates
  }, []);

  const release = () => {
    pressed.current = false;
    const swap = waiting.current;
    waiting.current = null;
    if (swap) setTimeout(swap); // after the click this release belongs to
  };

  const Island = loaded?.Island as
    ComponentType<IslandProps<K> & { handover: Handover }> | undefined;
  return (
    <div
      ref={root}
      className="deferred-form"
      {...(Island
        ? {}
        : {
            onPointerOver: wake,
            onTouchStart: wake,
            onPointerDown: () => {
              pressed.current = true;
              // On the window: the press may end outside the form.
              window.addEventListener('pointerup', release, { once: true });
              window.addEventListener('pointercancel', release, { once: true });
              wake();
            },
            onFocus: wake,
            onSubmit: (event: FormEvent) => {
              event.preventDefault();
              queued.current.submit = true;
              wake();
            },
            onClick: (event: MouseEvent) => {
              const button = (event.target as Element).closest('[data-action]');
              if (!button) return;
              queued.current.action = button.getAttribute('data-action') ?? undefined;
              wake();
            },
          })}
    >
      {Island && loaded ? <Island {...props} handover={loaded.handover} /> : children}
    </div>
  );
}
