/** Set a new password from an emailed link: /newpassword?token=… (spec §2.6, §5, §8). */
import { useState } from 'react';
import { resetError } from '../../domain/password.ts';
import { failureText, networkFailureText } from './auth-errors.ts';
import { PasswordInput, postJson } from './PasswordInput.tsx';
import { PASSWORD_RULES_ID, PasswordChecklist } from './PasswordChecklist.tsx';

export default function ResetForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const token = new URLSearchParams(window.location.search).get('token');
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
