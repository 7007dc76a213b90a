/** The sign-up screen (spec §2.4, §4, §5, §8): live password checklist, two dialogs. */
import { useState } from 'react';
import { MSG, normalizeEmail, signupError } from '../../domain/password.ts';
import { PASSWORD_RULES_ID, PasswordChecklist } from './PasswordChecklist.tsx';
import { Modal } from '../shared/Modal.tsx';
import { PasswordInput, TextField, errorText, postJson } from './PasswordInput.tsx';

type Dialog = null | 'created' | 'in-use' | { alert: string };

/** Which field a validation message belongs under; 'alert' for the fill-all dialog. */
function fieldOf(message: string): 'fullName' | 'email' | 'password' | 'confirm' | 'alert' {
  if (message === MSG.fullNameHint) return 'fullName';
  if (message === MSG.invalidEmail) return 'email';
  if (message === MSG.passwordsDiffer) return 'confirm';
  if (message === MSG.fillAll) return 'alert';
  return 'password';
}

export default function SignupForm() {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = signupError({ fullName, email, password, confirm });
    if (problem) {
      const field = fieldOf(problem);
      if (field === 'alert') setDialog({ alert: problem });
      setErrors(field === 'alert' ? {} : { [field]: problem });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await postJson('/api/register', { email: normalizeEmail(email), username: fullName.trim(), password });
      if (res.ok) {
        setFullName('');
        setEmail('');
        setPassword('');
        setConfirm('');
        setDialog('created');
        return;
      }
      const message = (await errorText(res)) || res.statusText;
      setDialog(message.includes('already') ? 'in-use' : { alert: `Error: ${message}` });
    } catch (err) {
      setDialog({ alert: `Network Error: ${(err as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label="Full Name" autoComplete="name" value={fullName} onChange={setFullName} error={errors.fullName} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <PasswordInput label="Password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} describedBy={PASSWORD_RULES_ID} />
      <PasswordChecklist password={password} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {busy ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="auth-alt">
        Already have an account? <a href="/login">Sign In</a>
      </p>

      <Modal
        open={dialog === 'created'}
        title="Account Created Successfully!"
        tone="good"
        onClose={() => setDialog(null)}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => window.location.assign('/login')}>
            OK
          </button>
        }
      >
        <p>Your account is ready. Sign in to save and share your builds.</p>
      </Modal>
      <Modal
        open={dialog === 'in-use'}
        title="Email Already Registered"
        tone="warn"
        onClose={() => setDialog(null)}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setDialog(null)}>
              Try another
            </button>
            <a className="btn btn-primary" href="/login">
              Sign In
            </a>
          </>
        }
      >
        <p>That email's already in use. Try another one or sign in.</p>
      </Modal>
      <Modal
        open={typeof dialog === 'object' && dialog !== null}
        title="Sign up"
        tone="warn"
        onClose={() => setDialog(null)}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)}>
            OK
          </button>
        }
      >
        <p>{typeof dialog === 'object' && dialog ? dialog.alert : ''}</p>
      </Modal>
    </form>
  );
}
