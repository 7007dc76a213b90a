/** The sign-in screen (spec §2.3, §5, §8). */
import { useEffect, useState } from 'react';
import { MSG, normalizeEmail } from '../../domain/accounts/password.ts';
import { nextPathFrom } from '../../domain/accounts/next-path.ts';
import { rememberSignIn } from '../shared/session-actions.ts';
import { failureText, networkFailureText } from './auth-errors.ts';
import { PasswordInput, TextField, postJson } from './PasswordInput.tsx';

export default function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [google, setGoogle] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Sign-up keeps where the person was heading (issue 12: back to the builder with the draft).
  const [signupHref, setSignupHref] = useState('/signup');

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('reset') === 'done') setNotice('Your password has been changed. Sign in with the new one.');
    if (params.get('google') === 'failed') setError(params.get('error') || 'Google sign-in failed');
    if (params.get('next')) setSignupHref(`/signup?next=${encodeURIComponent(nextPathFrom(window.location.search))}`);
  }, []);

  useEffect(() => {
    void fetch('/api/auth-options')
      .then((r) => (r.ok ? r.json() : { google: false }))
      .then((o: { google?: boolean }) => setGoogle(Boolean(o.google)))
      .catch(() => setGoogle(false));
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) return setError(MSG.signInRequired);
    setBusy(true);
    try {
      const res = await postJson('/api/login', { email: normalizeEmail(email), password });
      if (!res.ok) {
        setError(await failureText(res, 'Login failed'));
        return;
      }
      const body = (await res.json()) as { user: Parameters<typeof rememberSignIn>[0] };
      rememberSignIn(body.user);
      window.location.assign(nextPathFrom(window.location.search));
    } catch {
      setError(networkFailureText('Network error'));
    } finally {
      setBusy(false);
    }
  };

  const signInWithGoogle = async () => {
    setError(null);
    try {
      const next = encodeURIComponent(nextPathFrom(window.location.search));
      const res = await postJson('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: `/login?google=done&next=${next}`,
        errorCallbackURL: `/login?google=failed&next=${next}`,
      });
      if (!res.ok) return setError(await failureText(res, 'Google sign-in failed'));
      const body = (await res.json().catch(() => ({}))) as { url?: string };
      if (!body.url) return setError('Google sign-in failed');
      window.location.assign(body.url);
    } catch {
      setError(networkFailureText('Google sign-in failed'));
    }
  };

  // Back from Google: the cookie is set; fetch who we are and remember it like a password sign-in.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('google') !== 'done') return;
    void fetch('/api/me')
      .then(async (r) => {
        if (!r.ok) return setError(await failureText(r, 'Firebase sync failed'));
        rememberSignIn((await r.json()) as Parameters<typeof rememberSignIn>[0]);
        window.location.assign(nextPathFrom(window.location.search));
      })
      .catch(() => setError(networkFailureText('Firebase sync failed')));
  }, []);

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
      <p className="auth-row">
        <a href="/forgot-password">Forgot Password?</a>
      </p>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign In'}
      </button>
      {google && (
        <button type="button" className="btn btn-ghost auth-submit" onClick={() => void signInWithGoogle()}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 01-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
            <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1a6.4 6.4 0 01-6-4.4H2.3v2.8A11 11 0 0012 23z" />
            <path fill="#FBBC05" d="M6 14.3a6.6 6.6 0 010-4.2V7.3H2.3a11 11 0 000 9.8z" />
            <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 002.3 7.3L6 10.1a6.4 6.4 0 016-4.7z" />
          </svg>
          Sign in with Google
        </button>
      )}
      <p className="auth-alt">
        New here? <a href={signupHref}>Sign Up</a>
      </p>
    </form>
  );
}
