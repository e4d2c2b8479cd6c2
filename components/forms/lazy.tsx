'use client';
// Client island loader: every form island is its own chunk, fetched only by pages that render it
// (still server-rendered), so pages without that form do not pay for it in their JavaScript.
import dynamic from 'next/dynamic';

export const ContactFormLazy = dynamic(() =>
  import('./ContactFormIsland').then((module) => module.ContactFormIsland),
);
export const DemoRequestFormLazy = dynamic(() =>
  import('./DemoRequestFormIsland').then((module) => module.DemoRequestFormIsland),
);
export const IntegrationApplicationFormLazy = dynamic(() =>
  import('./IntegrationApplicationFormIsland').then(
    (module) => module.IntegrationApplicationFormIsland,
  ),
);
export const WebsiteTestFormLazy = dynamic(() =>
  import('./WebsiteTestFormIsland').then((module) => module.WebsiteTestFormIsland),
);
export const SignInFormLazy = dynamic(() =>
  import('./SignInFormIsland').then((module) => module.SignInFormIsland),
);
export const SignUpFormLazy = dynamic(() =>
  import('./SignUpFormIsland').then((module) => module.SignUpFormIsland),
);
export const PasswordResetFormLazy = dynamic(() =>
  import('./PasswordResetFormIsland').then((module) => module.PasswordResetFormIsland),
);
