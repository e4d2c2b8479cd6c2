import type { Social } from '@/content/types';
import { Icon } from '@/components/ui/Icon';
import styles from './SocialLinks.module.scss';

/** Icon links to the company's social profiles; each opens in a new tab and says so. */
export function SocialLinks({
  socials,
  tone = 'light',
}: {
  socials: Social[];
  tone?: 'light' | 'dark';
}) {
  return (
    <ul className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`}>
      {socials.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            className={styles.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.label} (opens in a new tab)`}
          >
            <Icon name={social.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
