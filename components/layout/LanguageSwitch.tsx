import { interfaceWords } from '@/content/copy/interface-words';
import type { Lang } from '@/content/catalog/languages';
import type { Translations } from '@/content/types';
import styles from './LanguageSwitch.module.scss';

/**
 * Near the top of a page the route map gives `translations`: a link to each other language's
 * version, written in that language and marked as such (lang, hreflang).
 */
export function LanguageSwitch({ lang, translations }: { lang: Lang; translations: Translations }) {
  const others = (Object.entries(translations) as [Lang, string][]).filter(
    ([code]) => code !== lang,
  );
  if (!others.length) return null;
  return (
    // Not the page's own text: the site search leaves it out.
    <nav
      className={styles.switch}
      aria-label={interfaceWords.languagesLabel[lang]}
      data-pagefind-ignore=""
    >
      <div className="container">
        <ul className={styles.list}>
          {others.map(([code, href]) => (
            <li key={code}>
              <a href={href} lang={code} hrefLang={code}>
                {interfaceWords.readIn[code]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
