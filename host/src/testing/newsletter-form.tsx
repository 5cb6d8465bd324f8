import { useState, type FormEvent } from 'react';

/**
 * The newsletter's signup as the engagement remote renders it: a controlled, named email field in a form whose
 * handler sends what React holds, not what the field shows. `extraField`: a newer build's form of another shape.
 */
export function NewsletterForm({ onSubscribe = () => undefined, extraField = false }: { onSubscribe?: (email: string) => void; extraField?: boolean }) {
  const [email, setEmail] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubscribe(email);
  }
  return (
    <form method="post" onSubmit={submit}>
      <label>
        Email address <input type="email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      {extraField && <input type="text" name="name" aria-label="Name" />}
      <button>Subscribe</button>
    </form>
  );
}
