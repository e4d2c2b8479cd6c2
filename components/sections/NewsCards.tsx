import type { NewsCardsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { NewsCard } from '@/components/ui/NewsCard';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import { Carousel } from '@/components/islands';
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
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      {carousel ? (
        <Carousel
          id={`${id}-carousel`}
          label={title}
          config={carousel}
          tone={tone === 'dark' ? 'dark' : 'light'}
          previousIcon={<Icon name="arrowLeft" />}
          nextIcon={<Icon name="arrowRight" />}
        >
          {articles.map((article) => (
            <NewsCard key={article.slug} article={article} />
          ))}
        </Carousel>
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
