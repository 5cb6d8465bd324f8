import { useCallback, useRef, useState } from 'react';
import { emitEvent, notify } from '@wanderpages/shared';
import { subscribe, type SubscribeResult } from '../api/newsletter-api';
import { NEWSLETTER_TOASTS } from '../content/messages';
import { useMountedRef } from './use-mounted-ref';

/**
 * The home page newsletter form's behaviour (docs/product/texts-and-errors.md#newsletter-form): one signup at a time, a toast per
 * outcome, and the window event others listen for. Resolves to the outcome so the form can clear its field.
 */
export function useNewsletterSignup() {
  const [submitting, setSubmitting] = useState(false);
  // The state flips on the next render; the ref stops a second Enter press in the meantime.
  const inFlight = useRef(false);
  const mounted = useMountedRef();

  const signup = useCallback(
    async (email: string): Promise<SubscribeResult | null> => {
      if (inFlight.current || email.trim() === '') return null;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const result = await subscribe(email, 'homepage_newsletter');
        if (result.status === 'subscribed') {
          notify(NEWSLETTER_TOASTS.subscribed);
          emitEvent('wanderpages:newsletter-subscribed', { source: 'homepage_newsletter' });
        } else if (result.status === 'duplicate') {
          notify(NEWSLETTER_TOASTS.duplicate);
        } else {
          console.error('Newsletter signup failed', result.error);
          notify(NEWSLETTER_TOASTS.failed);
        }
        return result;
      } finally {
        inFlight.current = false;
        if (mounted.current) setSubmitting(false);
      }
    },
    [mounted],
  );

  return { submitting, signup };
}
