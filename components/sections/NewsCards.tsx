import type { NewsCardsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { NewsCard } from '@/components/ui/NewsCard';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import { ArrowCarousel } from '@/components/ui/ArrowCarousel';
import styles from './NewsCards.module.scss';

/** A few article cards and a link to all of them: related articles, latest news. */
export function NewsCards({
  id,
  eyebrow,
  title,
  lead,
  tone,
  articles,
  more,
  carousel,
}: NewsCardsSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead} unsearched>
      {carousel ? (
        <ArrowCarousel id={`${id}-carousel`} label={title} config={carousel} tone={tone}>
          {articles.map((article) => (
            <NewsCard key={article.slug} article={article} />
          ))}
        </ArrowCarousel>
      ) : (
        <ul className={styles.grid}>
          {articles.map((article) => (
            <li key={article.slug}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p className={styles.more}>
          <SmartLink href={more.href} className="btn btn-outline-primary">
            {more.label}
            <Icon name="arrowRight" size={16} className="ms-2" />
          </SmartLink>
        </p>
      ) : null}
    </SectionFrame>
  );
}
