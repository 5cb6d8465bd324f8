/** Engagement's HTML fragments, rendered by its production build (rspack.base.ts): /auth, /auth/reset, the newsletter, the closed chat. */
import { runFragmentsCli } from '@wanderpages/shared/fragments';
import { AUTH_PATHS, AuthPage } from './exposed/auth-page';
import { ChatWidget } from './exposed/chat-widget';
import { NewsletterSection } from './exposed/newsletter-section';

runFragmentsCli({
  remote: 'engagement',
  pages: {
    module: 'engagement/AuthPage',
    Component: AuthPage,
    paths: AUTH_PATHS,
    notFoundPath: '/auth/not-a-page',
    // /auth's form takes typing in the HTML; /auth/reset must first read the link's session: drawn by script.
    startsOnIntent: (path) => path === '/auth',
  },
  sections: [
    // The form works before the script (a submission is held until it has taken over); the chat opens on a click.
    { module: 'engagement/NewsletterSection', Component: NewsletterSection, startsOnIntent: true },
    { module: 'engagement/ChatWidget', Component: ChatWidget, startsOnIntent: true },
  ],
});
