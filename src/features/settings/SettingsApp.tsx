/**
 * Profile settings (spec §2.12, §4 "Profile save", §8): name, read-only email, picture upload,
 * then the success modal or the picture-failure alert.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StoredUser } from '../../domain/accounts/session.ts';
import { MSG } from '../../domain/accounts/password.ts';
import { displayNameProblem, normaliseDisplayName } from '../../domain/accounts/display-name.ts';
import { explainFailure } from '../../domain/site/user-errors.ts';
import { TextField } from '../shared/TextField.tsx';
import { api, signInUrl } from '../shared/api-client.ts';
import { DashboardHeader, LogoutConfirm } from '../shared/DashboardHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { rememberSignIn } from '../shared/session-actions.ts';
import { AvatarPicker } from './AvatarPicker.tsx';

type Me = StoredUser & { id: string };
type Dialog = null | { title: string; message: string; reason?: string; signIn?: boolean; tone: 'good' | 'warn' | 'bad' };

export const PROFILE_SAVED = { title: 'Success!', message: 'Profile updated successfully!' } as const;

export default function SettingsApp() {
  const [me, setMe] = useState<Me | null>(null);
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [logout, setLogout] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const loadMe = useCallback(async () => {
    setLoadError(null);
    const res = await api<Me>('/api/me');
    if (res.status === 401) return window.location.assign(signInUrl('/settings'));
    if (!res.ok) return setLoadError(explainFailure(res, 'reading').message);
    setMe(res.data);
    setFullName(res.data.full_name ?? '');
  }, []);
  useEffect(() => {
    void loadMe();
  }, [loadMe]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!me) return;
    // The server's rule, said under the field before the round trip (visible-text.ts).
    const nameProblem = displayNameProblem(normaliseDisplayName(fullName), MSG.fullNameRequired);
    if (nameProblem) return setNameError(nameProblem);
    setNameError(null);
    setBusy(true);
    try {
      const res = await api(`/api/users/${encodeURIComponent(me.id)}`, {
        method: 'PUT',
        body: { full_name: fullName.trim(), updated_at: new Date().toISOString() },
      });
      if (!res.ok) {
        // No answer at all is the spec's "an error occurred"; a refusal is "failed to update".
        // Then what happened in plain words (issue 20).
        const message = res.status === 0 ? 'An error occurred while updating your profile.' : 'Failed to update profile. Please try again.';
        const said = explainFailure(res, 'profile');
        setDialog({ title: 'Error', message, reason: said.message, signIn: said.action === 'sign-in', tone: 'bad' });
        return;
      }
      let updated: Me = { ...me, full_name: fullName.trim(), username: fullName.trim(), displayName: fullName.trim() };
      if (picture) {
        const form = new FormData();
        form.set('profilePicture', picture);
        const up = await api<{ profile_picture: string }>(`/api/users/${encodeURIComponent(me.id)}/profile-picture`, {
          method: 'POST',
          body: form,
        });
        if (!up.ok) {
          rememberSignIn(updated);
          setMe(updated);
          const said = explainFailure(up, 'profile');
          setDialog({
            title: 'Picture not uploaded',
            message: `Your profile was updated, but the picture upload failed: ${said.message}`,
            signIn: said.action === 'sign-in',
            tone: 'warn',
          });
          return;
        }
        const { profile_picture } = up.data;
        updated = { ...updated, profile_picture, photoURL: profile_picture };
        setPicture(null);
      }
      rememberSignIn(updated);
      setMe(updated);
      setDialog({ ...PROFILE_SAVED, tone: 'good' });
    } catch {
      setDialog({ title: 'Error', message: 'An error occurred while updating your profile.', tone: 'bad' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DashboardHeader />
      <main className="container settings" id="main">
        <a className="settings__back" href="/dashboard">
          ← Back to Dashboard
        </a>
        <section className="card settings__card" aria-labelledby="edit-profile">
          <h1 id="edit-profile">Edit Profile</h1>
          {loadError ? (
            <div className="settings__load-error" role="alert">
              <p>
                <strong>We couldn't load your profile.</strong> {loadError}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => void loadMe()}>
                Try again
              </button>
            </div>
          ) : !me ? (
            <p role="status">Loading your profile…</p>
          ) : (
            <form onSubmit={save} noValidate>
              <AvatarPicker current={me.profile_picture} picked={picture} onPick={setPicture} />
              <TextField label="Full Name" autoComplete="name" value={fullName} onChange={setFullName} error={nameError} />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                value={me.email ?? ''}
                onChange={() => {}}
                readOnly
                note="Email address cannot be changed for security reasons"
              />
              <div className="settings__actions">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? 'Saving…' : 'Save Changes'}
                </button>
                <button type="button" className="btn btn-ghost settings__logout" onClick={() => setLogout(true)}>
                  Log Out
                </button>
              </div>
            </form>
          )}
        </section>
      </main>
      <Modal
        open={dialog !== null}
        title={dialog?.title ?? ''}
        tone={dialog?.tone ?? 'default'}
        onClose={() => setDialog(null)}
        actions={
          <>
            {dialog?.signIn && (
              <a className="btn btn-ghost" href={signInUrl('/settings')}>
                Sign in again
              </a>
            )}
            <button type="button" className="btn btn-primary" onClick={() => setDialog(null)}>
              OK
            </button>
          </>
        }
      >
        <p>{dialog?.message}</p>
        {dialog?.reason && <p>{dialog.reason}</p>}
      </Modal>
      <LogoutConfirm open={logout} onCancel={() => setLogout(false)} />
    </>
  );
}
