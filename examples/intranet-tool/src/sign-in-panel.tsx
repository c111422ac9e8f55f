import { type FormEvent, useState } from 'react';

/**
 * E-mail and password for the portal's token endpoint; shows the portal's refusal.
 *
 * @example
 * <SignInPanel onSignIn={(email, password) => signIn(API_BASE, email, password).then(setSession)} />
 */
export function SignInPanel({ onSignIn }: { onSignIn: (email: string, password: string) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await onSignIn(String(form.get('email')), String(form.get('password')));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  }
  return (
    <form className="panel sign-in" onSubmit={submit}>
      <h2>Sign in with your portal account</h2>
      <label>
        E-mail <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
