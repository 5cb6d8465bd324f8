/** Engagement's HTML fragments, rendered by its production build (rspack.base.ts): /auth, /auth/reset, the newsletter, the closed chat. */
import { runFragmentsCli } from '@wanderpages/shared/fragments';
import { AUTH_PATHS, AuthPage } from './exposed/auth-page';
import { ChatWidget } from './exposed/chat-widget';
import { NewsletterSection } from './exposed/newsletter-section';

runFragmentsCli({
  remote: 'engagement',
  pages: { module: 'engagement/AuthPage', Component: AuthPage, paths: AUTH_PATHS, notFoundPath: '/auth/not-a-page' },
  sections: [
    { module: 'engagement/NewsletterSection', Component: NewsletterSection },
    { module: 'engagement/ChatWidget', Component: ChatWidget },
  ],
});
