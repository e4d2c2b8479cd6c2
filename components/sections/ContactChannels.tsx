import type { ContactChannelsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Icon } from '@/components/ui/Icon';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './ContactChannels.module.scss';

/** Ways to reach the company: chat, email and phone cards, plus the reply promise. */
export function ContactChannels({
  id,
  eyebrow,
  title,
  lead,
  channels,
  promise,
}: ContactChannelsSection) {
  return (
    <SectionFrame id={id} tone="light" eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={styles.cards}>
        {channels.map((channel) => (
          <li key={channel.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={channel.icon} size={26} />
            </span>
            <h3 className={styles.title}>{channel.title}</h3>
            <p className={styles.text}>{channel.text}</p>
            <SmartLink href={channel.link.href} className={styles.link}>
              {channel.link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
      <p className={styles.promise}>
        <Icon name="clock" size={18} className={styles.promiseIcon} />
        {promise}
      </p>
    </SectionFrame>
  );
}
