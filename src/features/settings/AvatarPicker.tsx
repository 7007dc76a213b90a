/**
 * The profile picture field: a "Change photo" button over the file input, and a picked file
 * checked at once (issue 25) — type by its first bytes, size, and that the browser can decode
 * it — so a wrong file shows an inline error and the current picture stays, never a broken preview.
 */
import { useEffect, useId, useState } from 'react';
import { AVATAR_PROBLEMS, AVATAR_SNIFF_BYTES, avatarFileProblem } from '../../domain/accounts/avatar-file.ts';
import { DEFAULT_AVATAR } from '../shared/stored-session.ts';

/** The first problem with a picked file, or null when it can be uploaded. */
export async function checkPickedAvatar(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, AVATAR_SNIFF_BYTES).arrayBuffer());
  const problem = avatarFileProblem(file.size, head);
  if (problem) return problem;
  if (typeof createImageBitmap !== 'function') return null;
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return AVATAR_PROBLEMS.undecodable;
  }
}

export function AvatarPicker({ current, picked, onPick }: { current: string | null | undefined; picked: File | null; onPick: (file: File | null) => void }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!picked) return setPreview(null);
    const url = URL.createObjectURL(picked);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = await checkPickedAvatar(file);
    setError(problem);
    if (problem) {
      input.value = ''; // the same file picked again is checked again
      return onPick(null);
    }
    onPick(file);
  };

  return (
    <fieldset className="settings__avatar">
      <legend className="settings__avatar-legend">Profile Picture</legend>
      <img src={preview ?? (current || DEFAULT_AVATAR)} alt="Your profile picture" width="88" height="88" />
      <div className="settings__avatar-pick">
        <input
          id={inputId}
          className="visually-hidden settings__file"
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={`${inputId}-note${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void choose(e.currentTarget)}
        />
        <label htmlFor={inputId} className="btn btn-ghost settings__change-photo">
          Change photo
        </label>
        <p className="field-note" id={`${inputId}-note`}>
          {picked ? `${picked.name} is ready: it is uploaded when you save.` : 'JPEG or PNG, max 2MB'}
        </p>
        {error && (
          <p className="field-error" id={`${inputId}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
