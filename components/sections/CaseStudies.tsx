import type { CaseStudiesSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { StatList } from '@/components/ui/StatList';
import { Rating } from '@/components/ui/Rating';
import { CheckList } from '@/components/ui/CheckList';
import styles from './CaseStudies.module.scss';

/** Customer case studies: challenge, what we did, results in figures, and the customer's words. */
export function CaseStudies({ id, eyebrow, title, lead, tone, studies }: CaseStudiesSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <div className={styles.list}>
        {studies.map((study) => (
          <article
            key={study.id}
            id={study.id}
            className={styles.study}
            aria-labelledby={`${study.id}-title`}
          >
            <header className={styles.head}>
              <ResponsiveImage image={study.testimonial.logo} className={styles.logo} />
              <div>
                <p className={styles.label}>{study.label}</p>
                <h3 id={`${study.id}-title`} className={styles.title}>
                  {study.title}
                </h3>
              </div>
            </header>
            <StatList stats={study.results} />
            <div className={styles.body}>
              <div>
                <h4 className={styles.subheading}>The challenge</h4>
                <p className={styles.text}>{study.challenge}</p>
                <h4 className={styles.subheading}>What we did</h4>
                <CheckList
                  items={study.approach}
                  className={styles.steps}
                  checkClassName={styles.check}
                />
              </div>
              <figure className={styles.quote}>
                <Rating value={study.testimonial.rating} />
                <blockquote>
                  <p>{study.testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <span className={styles.author}>{study.testimonial.author}</span>
                  <span className={styles.org}>{study.testimonial.organisation}</span>
                </figcaption>
              </figure>
            </div>
          </article>
        ))}
      </div>
    </SectionFrame>
  );
}
