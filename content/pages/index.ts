// Content of every landed route, keyed by path. The type makes a route without content an error,
// and the content lint walks this map.
import type { RoutePath } from '../routes';
import type { PageContent } from '../types';
import { companyPage } from './company';
import { contactPage } from './contact';
import { comingSoonPage } from './coming-soon';
import { homePage } from './home';
import { homeTwoPage } from './home-two';
import { homeThreePage } from './home-three';
import { homeFourPage } from './home-four';
import { homeFivePage } from './home-five';
import { homeSixPage } from './home-six';
import { homeSevenPage } from './home-seven';
import { homeEightPage } from './home-eight';
import { homeNinePage } from './home-nine';
import { homeTenPage } from './home-ten';
import { homeElevenPage } from './home-eleven';
import { homeTwelvePage } from './home-twelve';
import { homeThirteenPage } from './home-thirteen';
import { homeFourteenPage } from './home-fourteen';
import { homeFifteenPage } from './home-fifteen';
import { integrationsPage } from './integrations';
import { singleIntegrationPage } from './single-integration';
import { productsPage } from './products';
import { casestudyPage } from './casestudy';
import { singleServicePage } from './single-service';
import { helpCenterPage } from './help-center';
import { helpArticlePages } from './help-article';
import { careerPage } from './career';
import { jobOpeningPages } from './job-opening';
import { newsListingPages } from './news';
import { newsArticlePages } from './news-article';
import { requestForDemoPage } from './request-for-demo';
import { loginPage } from './login';
import { signupPage } from './signup';
import { passwordResetPage } from './password-reset';
import { thankYouPage } from './thank-you';

export const pageContent: Record<RoutePath, PageContent> = {
  '/': homePage,
  '/home-two/': homeTwoPage,
  '/home-three/': homeThreePage,
  '/home-four/': homeFourPage,
  '/home-five/': homeFivePage,
  '/home-six/': homeSixPage,
  '/home-seven/': homeSevenPage,
  '/home-eight/': homeEightPage,
  '/home-nine/': homeNinePage,
  '/home-ten/': homeTenPage,
  '/home-eleven/': homeElevenPage,
  '/home-twelve/': homeTwelvePage,
  '/home-thirteen/': homeThirteenPage,
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
  ...helpArticlePages(),
  '/career/': careerPage,
  ...jobOpeningPages(),
  ...newsListingPages(),
  ...newsArticlePages(),
  '/request-for-demo/': requestForDemoPage,
  '/login/': loginPage,
  '/signup/': signupPage,
  '/password-reset/': passwordResetPage,
  '/thank-you/': thankYouPage,
};
