import { useCallback, useRef, useState } from 'react';
import { sendContactMessage, type ContactDraft } from '../api/contact-api';
import { CONTACT_LIMITS, CONTACT_TEXTS } from '../content/contact-texts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies ReadonlyArray<keyof ContactDraft>;

/** Trimmed fields, or the message that says what is wrong (the database checks the same limits again). */
function checkDraft(draft: ContactDraft): string | null {
  if (FIELDS.some((field) => !draft[field])) return CONTACT_TEXTS.blank;
  const tooLong = (Object.keys(CONTACT_LIMITS) as Array<keyof ContactDraft>).some((key) => draft[key].length > CONTACT_LIMITS[key]);
  return tooLong ? CONTACT_TEXTS.invalid : null;
}

/** /contact's Send Message: stores the message, then the confirmation (kept on the page) or a clear error. */
export function useContactForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactDraft | null>(null);
  /** The fields left blank by the last attempt: each says so beside itself. */
  const [blank, setBlank] = useState<ReadonlyArray<keyof ContactDraft>>([]);
  const inFlight = useRef(false);

  const send = useCallback(async (raw: ContactDraft) => {
    if (inFlight.current) return;
    const draft: ContactDraft = { name: raw.name.trim(), email: raw.email.trim().toLowerCase(), subject: raw.subject.trim(), message: raw.message.trim() };
    const problem = checkDraft(draft);
    setBlank(FIELDS.filter((field) => !draft[field]));
    if (problem) {
      setError(problem);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await sendContactMessage(draft);
      if (result.status === 'sent') setSent(draft);
      else if (result.status === 'invalid') setError(CONTACT_TEXTS.invalid);
      else {
        console.error('Sending a contact message failed:', result.error);
        setError(CONTACT_TEXTS.failed);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const reset = useCallback(() => {
    setSent(null);
    setError(null);
    setBlank([]);
  }, []);

  return { busy, error, blank, sent, send, reset };
}
