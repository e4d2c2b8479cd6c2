// Content of every landed route, keyed by path. The type makes a route without content an error,
// and the content lint walks this map.
import type { RoutePath } from '../routes';
import type { PageContent } from '../types';
import { companyPage } from './company';
import { contactPage } from './contact';
import { comingSoonPage } from './coming-soon';
import { homePage } from './home';
import { requestForDemoPage } from './request-for-demo';
import { loginPage } from './login';
import { signupPage } from './signup';
import { passwordResetPage } from './password-reset';

export const pageContent: Record<RoutePath, PageContent> = {
  '/': homePage,
  '/company/': companyPage,
  '/contact/': contactPage,
  '/coming-soon/': comingSoonPage,
  '/request-for-demo/': requestForDemoPage,
  '/login/': loginPage,
  '/signup/': signupPage,
  '/password-reset/': passwordResetPage,
};
