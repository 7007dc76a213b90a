/** Set a new password from an emailed link: /newpassword?token=… (spec §2.6, §5, §8). */
import { useEffect, useState } from 'react';
import { resetError } from '../../domain/accounts/password.ts';
import { RESEND_BUTTON, RESET_LINK_NOTICES, isResetLinkState, type ResetLinkState } from '../../domain/accounts/reset-link.ts';
import { failureText, networkFailureText } from './auth-errors.ts';
import { PasswordInput, postJson } from './PasswordInput.tsx';
import { PASSWORD_RULES_ID, PasswordChecklist } from './PasswordChecklist.tsx';

const linkToken = () => new URLSearchParams(window.location.search).get('token');

/**
 * Issue 25: before showing the form, ask (without using the link) whether it still works. No
 * token, or no answer, shows the form: its own messages still say what went wrong.
 */
function useLinkState(): ResetLinkState | 'checking' {
  const [state, setState] = useState<ResetLinkState | 'checking'>('checking');
  useEffect(() => {
    const token = linkToken();
    if (!token) return setState('valid');
    let live = true;
    postJson('/api/auth/reset/check', { token })
      .then(async (res) => {
        const body = (res.ok ? await res.json().catch(() => ({})) : {}) as { state?: unknown };
        if (live) setState(isResetLinkState(body.state) ? body.state : 'valid');
      })
      .catch(() => live && setState('valid'));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export default function ResetForm() {
  const state = useLinkState();
  if (state === 'checking')
    return (
      <p className="auth-checking" role="status">
        Checking your link…
      </p>
    );
  if (state !== 'valid') return <LinkNotice state={state} />;
  return <NewPasswordForm />;
}

function LinkNotice({ state }: { state: Exclude<ResetLinkState, 'valid'> }) {
  const notice = RESET_LINK_NOTICES[state];
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await postJson('/api/auth/reset/resend', { token: linkToken() });
      if (!res.ok) return setError(await failureText(res, 'Failed to send reset link'));
      setSent(((await res.json().catch(() => ({}))) as { message?: string }).message ?? 'A new link is on its way.');
    } catch {
      setError(networkFailureText('Network error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-form link-notice" data-link-notice={state}>
      <h2 className="link-notice__heading">{notice.heading}</h2>
      <p className="link-notice__detail">{notice.detail}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {sent ? (
        <p className="form-success" role="status">
          {sent}
        </p>
      ) : notice.canResend ? (
        <button type="button" className="btn btn-primary auth-submit" disabled={busy} onClick={resend}>
          {busy ? 'Sending...' : RESEND_BUTTON}
        </button>
      ) : (
        <a className="btn btn-primary auth-submit" href="/forgot-password">
          Ask for a new link
        </a>
      )}
      <a className="btn btn-ghost auth-submit" href="/login">
        Back to sign in
      </a>
    </div>
  );
}

function NewPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const token = linkToken();
    const problem = resetError(password, confirm, token);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const res = await postJson('/api/auth/reset', { token, password });
      if (!res.ok) return setError(await failureText(res, res.statusText || 'Reset failed'));
      window.location.assign('/login?reset=done');
    } catch {
      setError(networkFailureText('Reset failed:'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PasswordInput label="New Password" autoComplete="new-password" value={password} onChange={setPassword} describedBy={PASSWORD_RULES_ID} />
      <PasswordChecklist password={password} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" value={confirm} onChange={setConfirm} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {busy ? 'Saving…' : 'Set New Password'}
      </button>
      <a className="btn btn-ghost auth-submit" href="/login">
        Cancel
      </a>
    </form>
  );
}
