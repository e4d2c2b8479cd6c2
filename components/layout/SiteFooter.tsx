import { footerColumns, legalLinks } from '@/content/navigation';
import type { CompanyProps, FooterOptions } from '@/content/types';
import { Logo } from '@/components/ui/Logo';
import { NewsletterForm } from '@/components/forms/LeadForms';
import { SocialLinks } from '@/components/ui/SocialLinks';
import styles from './SiteFooter.module.scss';

/**
 * Site footer: newsletter, three link columns, offices, socials and copyright. `lang="en"` on a
 * page in another language (the footer is English).
 */
export function SiteFooter({
  tone = 'light',
  background = false,
  minimal = false,
  lang,
  company,
}: FooterOptions & CompanyProps & { lang?: 'en' }) {
  const className = [
    styles.footer,
    tone === 'dark' ? styles.dark : '',
    background ? styles.background : '',
  ]
    .filter(Boolean)
    .join(' ');
  const bottom = (
    <div className={styles.bottom}>
      <p className="mb-0">
        © {company.copyrightYear} {company.legalName}. All rights reserved.
      </p>
      <ul className={styles.legal} aria-label="Legal">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <SocialLinks socials={company.socials} tone={tone} />
    </div>
  );

  if (minimal) {
    return (
      <footer className={className} lang={lang}>
        <div className="container">{bottom}</div>
      </footer>
    );
  }

  return (
    <footer className={className} lang={lang}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo name={company.name} tone={tone} />
            <p className={styles.blurb}>{company.description}</p>
            <h2 className={styles.heading} id="footer-newsletter">
              Product news, once a month
            </h2>
            <NewsletterForm
              formId="footer-newsletter"
              idPrefix="footer-newsletter"
              tone={tone}
              company={company}
            />
          </div>
          {footerColumns(company).map((column) => (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.href.startsWith('/') ? (
                      <a href={link.href}>{link.label}</a>
                    ) : (
                      <a href={link.href}>{link.label}</a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.offices}>
          {company.offices.map((office) => (
            <div key={office.city} className={styles.office}>
              <h2 className={styles.heading}>{office.city} office</h2>
              <address className="mb-0">
                {office.lines.map((line) => (
                  <span key={line} className="d-block">
                    {line}
                  </span>
                ))}
                <a href={office.phone.href}>{office.phone.label}</a>
              </address>
            </div>
          ))}
        </div>
        {bottom}
      </div>
    </footer>
  );
}
