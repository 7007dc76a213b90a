/**
 * After a save: the server's verdict on the build, with a link to it on the dashboard. The
 * build stays on screen behind it, new or edited (issue 25: no timed redirect), so there is time
 * to read it.
 */
import { NO_ISSUES_TEXT, SAVED_LINK_TEXT, SAVED_STAYS, SAVED_TEXT, savedBuildHref } from '../../domain/builder/save.ts';
import { Modal } from '../shared/Modal.tsx';

export interface SavedDialogProps {
  title: string;
  name: string;
  warnings: string[];
  id: string | null;
  onClose: () => void;
}

export function SavedDialog({ title, name, warnings, id, onClose }: SavedDialogProps) {
  return (
    <Modal
      open
      title={title}
      tone={warnings.length ? 'warn' : 'good'}
      onClose={onClose}
      actions={
        <>
          <a className="btn btn-ghost" href={savedBuildHref(id)}>
            {SAVED_LINK_TEXT}
          </a>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            OK
          </button>
        </>
      }
    >
      <p>{SAVED_TEXT}</p>
      <p>
        <strong>{name}</strong>
      </p>
      {warnings.length ? (
        <ul>
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : (
        <p>{NO_ISSUES_TEXT}</p>
      )}
      <p>{SAVED_STAYS}</p>
    </Modal>
  );
}
