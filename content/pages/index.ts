// Content of every landed route, keyed by path. The type makes a route without content an error,
// and the content lint walks this map.
import type { RoutePath } from '../routes';
import type { PageContent } from '../types';
import { companyPage } from './company';
import { contactPage } from './contact';
import { comingSoonPage } from './coming-soon';
import { homePage } from './home';
import { homeFourteenPage } from './home-fourteen';
import { homeFifteenPage } from './home-fifteen';
import { integrationsPage } from './integrations';
import { singleIntegrationPage } from './single-integration';
import { productsPage } from './products';
import { casestudyPage } from './casestudy';
import { singleServicePage } from './single-service';
import { helpCenterPage } from './help-center';
import { helpCenterDetailsPage } from './help-center-details';
import { careerPage } from './career';
import { singleCareerPage } from './single-career';
import { newsListingPages } from './news';
import { newsDetailsPage } from './news-details';
import { requestForDemoPage } from './request-for-demo';
import { loginPage } from './login';
import { signupPage } from './signup';
import { passwordResetPage } from './password-reset';

export const pageContent: Record<RoutePath, PageContent> = {
  '/': homePage,
  '/home-fourteen/': homeFourteenPage,
  '/home-fifteen/': homeFifteenPage,
  '/company/': companyPage,
  '/contact/': contactPage,
  '/coming-soon/': comingSoonPage,
  '/integrations/': integrationsPage,
  '/single-integration/': singleIntegrationPage,
  '/products/': productsPage,
  '/casestudy/': casestudyPage,
  '/single-service/': singleServicePage,
  '/help-center/': helpCenterPage,
  '/help-center-details/': helpCenterDetailsPage,
  '/career/': careerPage,
  '/single-career/': singleCareerPage,
  ...newsListingPages(),
  '/news-details/': newsDetailsPage,
  '/request-for-demo/': requestForDemoPage,
  '/login/': loginPage,
  '/signup/': signupPage,
  '/password-reset/': passwordResetPage,
};
