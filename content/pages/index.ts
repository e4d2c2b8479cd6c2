// Content of every landed route, keyed by path. The type makes a route without content an error,
// and the content lint walks this map.
import type { RoutePath } from '../routes';
import type { PageContent } from '../types';
import { companyPage } from './company';
import { contactPage } from './contact';
import { comingSoonPage } from './coming-soon';
import { homePage } from './home';
import { careerPage } from './career';
import { singleCareerPage } from './single-career';
import { newsListingPages } from './news';
import { newsDetailsPage } from './news-details';

export const pageContent: Record<RoutePath, PageContent> = {
  '/': homePage,
  '/company/': companyPage,
  '/contact/': contactPage,
  '/coming-soon/': comingSoonPage,
  '/career/': careerPage,
  '/single-career/': singleCareerPage,
  ...newsListingPages(),
  '/news-details/': newsDetailsPage,
};
