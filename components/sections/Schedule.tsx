import type { ScheduleSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Tabs } from '@/components/ui/islands';
import { CtaButtons } from '@/components/ui/CtaButtons';
import { Icon } from '@/components/ui/Icon';
import styles from './Schedule.module.scss';

/** A programme by day in WAI-ARIA tabs; every day's sessions are in the HTML. */
export function Schedule({ id, eyebrow, title, lead, tone, days, cta }: ScheduleSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead} align="center">
      <Tabs
        label={title}
        tabs={days.map((day) => day.label)}
        tone={dark ? 'dark' : 'light'}
        className={`${styles.tabs} ${dark ? styles.dark : ''}`}
      >
        {days.map((day) => (
          <ol key={day.label} className={styles.sessions}>
            {day.sessions.map((session) => (
              <li key={session.title} className={styles.session}>
                <div className={styles.who}>
                  <p className={styles.speaker}>{session.speaker}</p>
                  <p className={styles.role}>{session.role}</p>
                </div>
                <div>
                  <p className={styles.meta}>
                    <span>
                      <Icon name="clock" size={16} />
                      {session.date}
                    </span>
                    <span>
                      <Icon name="location" size={16} />
                      {session.place}
                    </span>
                  </p>
                  <h3 className={styles.title}>{session.title}</h3>
                  <p className={styles.text}>{session.description}</p>
                </div>
              </li>
            ))}
          </ol>
        ))}
      </Tabs>
      {cta ? (
        <p className={styles.cta}>
          <CtaButtons primary={cta} dark={dark} />
        </p>
      ) : null}
    </SectionFrame>
  );
}
