import type { SectionOf } from '@/content/types';
import { Pagination } from '@/components/ui/Pagination';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { notSearched } from '@/lib/site-search';
import styles from './EventList.module.scss';

type EventListSection = SectionOf<'eventList'>;
type Card = EventListSection['groups'][number]['events'][number];

function EventCard({ event, more }: { event: Card; more: string }) {
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <span className={styles.kind}>{event.kindLabel}</span>
        <span>{event.place.short}</span>
      </p>
      <h3 className={styles.title}>
        <a href={event.href}>{event.title}</a>
      </h3>
      <p className={styles.when}>
        <time dateTime={event.when.start}>{event.when.date}</time>, {event.when.time}
      </p>
      <p className={styles.summary}>{event.summary}</p>
      <p className={styles.more} aria-hidden="true">
        {more}
      </p>
    </article>
  );
}

/** The events, upcoming first then past, as cards under a heading each, with the pagination. */
export function EventList({
  id,
  eyebrow,
  title,
  lead,
  groups,
  none,
  more,
  pagination,
}: EventListSection) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className="section tone-light" aria-labelledby={titleId} {...notSearched}>
      <div className="container">
        <SectionHeading
          id={titleId}
          title={title}
          level={1}
          align="start"
          {...(eyebrow ? { eyebrow } : {})}
          {...(lead ? { lead } : {})}
        />
        {none ? <p className={styles.none}>{none}</p> : null}
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.grid}>
              {group.events.map((event) => (
                <li key={event.slug}>
                  <EventCard event={event} more={more} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {pagination ? <Pagination {...pagination} /> : null}
      </div>
    </section>
  );
}
