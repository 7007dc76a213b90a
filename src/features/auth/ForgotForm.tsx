/** Forgot password (spec §2.5, §5, §8). */
import { useState } from 'react';
import { MSG, looksLikeEmail, normalizeEmail } from '../../domain/accounts/password.ts';
import { failureText, networkFailureText } from './auth-errors.ts';
import { TextField, postJson } from './PasswordInput.tsx';

export default function ForgotForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (!email.trim() || !email.includes('@') || !looksLikeEmail(email)) return setError(MSG.forgotInvalidEmail);
    setBusy(true);
    try {
      const res = await postJson('/api/forgot-password', { email: normalizeEmail(email) });
      if (!res.ok) return setError(await failureText(res, 'Failed to send reset link'));
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      setDone(body.message || 'Password reset link has been sent to your email.');
    } catch {
      setError(networkFailureText('Network error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send reset link'}
      </button>
      <button type="button" className="btn btn-ghost auth-submit" onClick={() => history.back()}>
        Back
      </button>
    </form>
  );
}
