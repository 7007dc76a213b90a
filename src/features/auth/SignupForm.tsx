/**
 * The sign-up screen (spec §2.4, §4, §5, §8): live password checklist, two dialogs.
 *
 * Issue 12: after sign-up the person is signed in (no second form). /api/register makes no
 * session on purpose, so the form signs in with the same details right after; the spec's
 * 'Account Created Successfully!' dialog still shows, and its OK goes on to where the person was
 * heading (?next=, else home). If that sign-in fails, OK goes to the sign-in screen as in the spec.
 */
import { useEffect, useRef, useState } from 'react';
import { nextPathFrom } from '../../domain/accounts/next-path.ts';
import { MSG, normalizeEmail, signupError } from '../../domain/accounts/password.ts';
import { rememberSignIn } from '../shared/session-actions.ts';
import { PASSWORD_RULES_ID, PasswordChecklist } from './PasswordChecklist.tsx';
import { Modal } from '../shared/Modal.tsx';
import { failureText, networkFailureText } from './auth-errors.ts';
import { PasswordInput, TextField, postJson } from './PasswordInput.tsx';

type Dialog = null | 'created' | 'in-use' | { alert: string };

/** Signs in with the details just registered; false when that did not work. */
async function signInAfterSignup(email: string, password: string): Promise<boolean> {
  try {
    const res = await postJson('/api/login', { email, password });
    if (!res.ok) return false;
    const body = (await res.json()) as { user?: Parameters<typeof rememberSignIn>[0] };
    if (!body.user) return false;
    rememberSignIn(body.user);
    return true;
  } catch {
    return false;
  }
}

/** Which field a validation message belongs under; 'alert' for the fill-all dialog. */
function fieldOf(message: string): 'fullName' | 'email' | 'password' | 'confirm' | 'alert' {
  if (message === MSG.fullNameHint || message.startsWith('Full Name')) return 'fullName';
  if (message === MSG.invalidEmail) return 'email';
  if (message === MSG.passwordsDiffer) return 'confirm';
  if (message === MSG.fillAll) return 'alert';
  return 'password';
}

/** The sign-in screen, keeping where the person was heading (?next=). Read in the browser only. */
function loginPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next ? `/login?next=${encodeURIComponent(nextPathFrom(window.location.search))}` : '/login';
}

export default function SignupForm() {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [loginHref, setLoginHref] = useState('/login');
  useEffect(() => setLoginHref(loginPath()), []);
  // A refused field gets the focus, so its error is on screen and read out (at phone width the
  // first fields are above the Sign Up button, out of sight).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(), [errors]);

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
      const address = normalizeEmail(email);
      const res = await postJson('/api/register', { email: address, username: fullName.trim(), password });
      if (res.ok) {
        setSignedIn(await signInAfterSignup(address, password));
        setFullName('');
        setEmail('');
        setPassword('');
        setConfirm('');
        setDialog('created');
        return;
      }
      const message = await failureText(res, res.statusText || 'Sign-up failed');
      // A refused field is said under that field (issue 25), as the form's own checks are.
      const field = fieldOf(message);
      if (res.status === 400 && field !== 'alert' && field !== 'password') setErrors({ [field]: message });
      else setDialog(message.includes('already') ? 'in-use' : { alert: `Error: ${message}` });
    } catch {
      setDialog({ alert: networkFailureText('Network Error:') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="auth-form" onSubmit={submit} noValidate>
      <TextField label="Full Name" autoComplete="name" value={fullName} onChange={setFullName} error={errors.fullName} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <PasswordInput label="Password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} describedBy={PASSWORD_RULES_ID} />
      <PasswordChecklist password={password} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {busy ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="auth-alt">
        Already have an account? <a href={loginHref}>Sign In</a>
      </p>

      <Modal
        open={dialog === 'created'}
        title="Account Created Successfully!"
        tone="good"
        onClose={() => setDialog(null)}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.assign(signedIn ? nextPathFrom(window.location.search) : loginPath())}
          >
            OK
          </button>
        }
      >
        <p>{signedIn ? 'Your account is ready and you are signed in.' : 'Your account is ready. Sign in to save and share your builds.'}</p>
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
            <a className="btn btn-primary" href={loginHref}>
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
