import type { CompanyProps, FormScreenSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { TestimonialTabs } from '@/components/ui/TestimonialTabs';
import { PasswordResetForm, SignInForm, SignUpForm } from '@/components/forms/AuthForms';
import { DemoRequestForm } from '@/components/forms/LeadForms';
import styles from './FormScreen.module.scss';

const forms = {
  demoRequest: DemoRequestForm,
  signIn: SignInForm,
  signUp: SignUpForm,
  passwordReset: PasswordResetForm,
} satisfies Record<FormScreenSection['form'], (props: CompanyProps) => React.ReactNode>;

/** The page's h1 and its one form, with customer stories and client logos beside it if given. */
export function FormScreen({
  form,
  eyebrow,
  title,
  lead,
  tone,
  aside,
  company,
}: FormScreenSection & CompanyProps) {
  const FormComponent = forms[form];
  const asideId = 'form-screen-aside-title';
  return (
    <section className={`section tone-${tone} ${styles.screen}`} aria-labelledby="page-title">
      <div className={`container ${aside ? styles.split : styles.single}`}>
        <div className={styles.card}>
          <SectionHeading
            id="page-title"
            level={1}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align={aside ? 'start' : 'center'}
          />
          <FormComponent company={company} />
        </div>
        {aside ? (
          <aside className={styles.aside} aria-labelledby={asideId}>
            <div className={`${styles.stories} tone-dark`}>
              <h2 id={asideId} className={styles.asideTitle}>
                {aside.title}
              </h2>
              <TestimonialTabs label={aside.title} tabs={aside.tabs} tone="dark" />
            </div>
            {aside.logos?.length ? (
              <div className={styles.logos}>
                {aside.logosTitle ? <p className={styles.logosTitle}>{aside.logosTitle}</p> : null}
                <ul>
                  {aside.logos.map((logo) => (
                    <li key={logo.src}>
                      <ResponsiveImage image={logo} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
