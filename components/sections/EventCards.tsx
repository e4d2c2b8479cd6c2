import type { EventCardsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import styles from './EventCards.module.scss';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Upcoming events: how many days are left, when and where, and what each is about. */
export function EventCards({ id, eyebrow, title, lead, tone, events }: EventCardsSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={`${styles.grid} ${tone === 'dark' ? styles.dark : ''}`}>
        {events.map((event) => (
          <li key={event.title} className={styles.card}>
            <p className={styles.left}>
              {event.daysLeft} {event.daysLeft === 1 ? 'day' : 'days'} left
            </p>
            <h3 className={styles.title}>{event.title}</h3>
            <p className={styles.meta}>
              <Icon name="calendar" size={16} />
              <time dateTime={event.date}>{dateFormat.format(new Date(event.date))}</time>
            </p>
            <p className={styles.meta}>
              <Icon name="location" size={16} />
              {event.place}
            </p>
            <p className={styles.summary}>{event.summary}</p>
            {event.link ? (
              <SmartLink href={event.link.href} className={styles.link}>
                {event.link.label}
                <span className="visually-hidden">: {event.title}</span>
                <Icon name="arrowRight" size={16} />
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
