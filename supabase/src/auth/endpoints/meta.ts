import type { AuthEndpoint } from '../context';

const PROVIDERS = ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'zoom', 'phone'];

/** GET /health. */
export const health: AuthEndpoint = async () => ({
  body: { version: 'v2-embedded', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' },
});

/** GET /settings: only email sign-in is enabled. */
export const settings: AuthEndpoint = async ({ ctx }) => ({
  body: {
    external: { ...Object.fromEntries(PROVIDERS.map((p) => [p, false])), email: true },
    disable_signup: false,
    mailer_autoconfirm: ctx.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  },
});
