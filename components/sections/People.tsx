import type { PeopleSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { InitialsAvatar } from '@/components/ui/InitialsAvatar';
import styles from './People.module.scss';

/** People cards (name, role, an optional line): team, speakers. */
export function People({ id, eyebrow, title, lead, tone, people }: PeopleSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={`${styles.grid} ${tone === 'dark' ? styles.dark : ''}`}>
        {people.map((person) => (
          <li key={person.name} className={styles.card}>
            {person.avatar ? (
              <ResponsiveImage image={person.avatar} className={styles.avatar} />
            ) : (
              <InitialsAvatar name={person.name} size={88} />
            )}
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.role}</p>
            {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
