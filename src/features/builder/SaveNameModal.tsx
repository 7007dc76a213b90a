/**
 * The save-name modal (spec §2.8, §5): name 2–50 characters, trimmed, input capped at 50;
 * Enter saves, Escape cancels, Save disabled while the name is blank; description ≤ 200 with a
 * counter.
 */
import { useId, useState } from 'react';
import { BUILD_NAME_MAX, buildNameError, descriptionError } from '../../domain/saved-builds/build-name.ts';
import { DescriptionField } from '../shared/DescriptionField.tsx';
import { Modal } from '../shared/Modal.tsx';

export interface SaveNameModalProps {
  open: boolean;
  /** "Save your build" unless told (edit mode's "Save as new" says so). */
  title?: string | undefined;
  initialName: string;
  initialDescription: string;
  saving: boolean;
  onSave: (name: string, description: string) => void;
  onCancel: () => void;
}

export function SaveNameModal(props: SaveNameModalProps) {
  const [name, setName] = useState(props.initialName);
  const [description, setDescription] = useState(props.initialDescription);
  const [touched, setTouched] = useState(false);
  const nameId = useId();
  const nameError = buildNameError(name);
  const descError = descriptionError(description);

  const submit = () => {
    setTouched(true);
    if (nameError || descError || props.saving) return;
    props.onSave(name.trim(), description.trim());
  };

  return (
    <Modal
      open={props.open}
      title={props.title ?? 'Save your build'}
      onClose={props.onCancel}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={name.trim() === '' || props.saving} onClick={submit}>
            {props.saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={nameId}>Build name</label>
        <input
          id={nameId}
          value={name}
          maxLength={BUILD_NAME_MAX}
          autoFocus
          placeholder="e.g. ₱60k 1440p gaming build"
          aria-invalid={touched && nameError ? true : undefined}
          aria-describedby={`${nameId}-error`}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <p id={`${nameId}-error`} className="field-error" role="alert">
          {touched && nameError ? nameError : ''}
        </p>
      </div>
      <DescriptionField value={description} onChange={setDescription} />
    </Modal>
  );
}
