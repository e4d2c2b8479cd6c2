import type { EventCardsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
// Feature grid cards and the people role line, plus a days-left pill of its own.
import cards from './FeatureGrid.module.scss';
import people from './People.module.scss';
import styles from './EventCards.module.scss';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Upcoming events: how many days are left, when and where, and what each is about. */
export function EventCards({ id, eyebrow, title, lead, tone, events }: EventCardsSection) {
  // Teal fact lines on light tones; on dark ones they keep the tone's light text.
  const meta = tone === 'dark' ? '' : people.role;
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={`${cards.grid} ${cards.cols3} ${tone === 'dark' ? cards.dark : ''}`}>
        {events.map((event) => (
          <li key={event.title} className={cards.card}>
            <p className="mb-3">
              <span className={styles.daysLeft}>
                {event.daysLeft} {event.daysLeft === 1 ? 'day' : 'days'} left
              </span>
            </p>
            <h3 className={cards.title}>{event.title}</h3>
            <p className={`${meta} mb-2`}>
              <Icon name="calendar" size={16} className="me-2" />
              <time dateTime={event.date}>{dateFormat.format(new Date(event.date))}</time>
            </p>
            <p className={`${meta} mb-2`}>
              <Icon name="location" size={16} className="me-2" />
              {event.place}
            </p>
            <p className={cards.text}>{event.summary}</p>
            {event.link ? (
              <SmartLink href={event.link.href} className={cards.link}>
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
