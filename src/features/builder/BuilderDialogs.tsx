/**
 * The builder's dialogs (spec §2.8, §4): a warning or refusal, Clear All's confirmation, the
 * save name and saved dialogs, a shared link's offer, and text to copy by hand. The builder loads
 * this file when a dialog first opens (or once signed in), not with the page: the builder's budget.
 */
import { Suspense, lazy } from 'react';
import { CLEAR_CONFIRMATION, LOGIN_REQUIRED, SAVE_AS_NEW_TITLE, SIGN_IN_AGAIN, copyName } from '../../domain/builder/save.ts';
import type { Restored } from '../../domain/builder/persistence.ts';
import type { Purpose } from '../../domain/builder/purpose.ts';
import type { Quotes } from '../../domain/builder/your-quote.ts';
import type { CustomPart } from '../../domain/builder/custom-parts.ts';
import type { SaveKind } from './BuilderActions.tsx';
import type { Editing } from './draft.ts';
import { ConfirmModal, Modal } from '../shared/Modal.tsx';
import { loadSaveDialogs } from './save-dialogs.ts';

const SaveNameModal = lazy(() => loadSaveDialogs().then(([m]) => ({ default: m.SaveNameModal })));
const SavedDialog = lazy(() => loadSaveDialogs().then(([, m]) => ({ default: m.SavedDialog })));

/** A draft as kept in storage or offered by a shared link. */
export type Stored = Restored & { purpose: Purpose; quotes?: Quotes; custom?: CustomPart[] };

export type Dialog =
  | { kind: 'alert'; title: string; message: string; signIn?: boolean }
  | { kind: 'confirm-clear' }
  | { kind: 'name'; as: SaveKind }
  | { kind: 'saved'; title: string; name: string; warnings: string[]; id: string | null }
  | { kind: 'text'; text: string }
  | { kind: 'shared'; offered: Stored };

export interface DialogProps {
  dialog: Dialog | null;
  onClose: () => void;
  /** The builder's own address, where signing in comes back to. */
  here: string;
  editing: Editing;
  saving: boolean;
  onSave: (name: string, description: string, as: SaveKind) => void;
  onOpenShared: (offered: Stored) => void;
  onClear: () => void;
}

export function BuilderDialogs({ dialog, onClose, here, editing, saving, onSave, onOpenShared, onClear }: DialogProps) {
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'alert' && (
        <Modal
          open
          title={dialog.title}
          tone="warn"
          onClose={onClose}
          actions={
            dialog.signIn ? (
              <>
                <button type="button" className="btn btn-ghost" onClick={onClose}>
                  Not now
                </button>
                <a className="btn btn-primary" href={`/login?next=${here}`}>
                  {SIGN_IN_AGAIN}
                </a>
              </>
            ) : (
              <OkButton onClick={onClose} />
            )
          }
        >
          <p>{dialog.message}</p>
          {dialog.title === LOGIN_REQUIRED.title && (
            <p>
              <a href={`/login?next=${here}`}>Log in</a> or <a href={`/signup?next=${here}`}>create an account</a> to keep your builds.
            </p>
          )}
        </Modal>
      )}
      {dialog?.kind === 'confirm-clear' && (
        <ConfirmModal
          title="Clear all components?"
          confirm="Clear All"
          tone="bad"
          onCancel={onClose}
          onConfirm={onClear}
        >
          <p>{CLEAR_CONFIRMATION}</p>
        </ConfirmModal>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'name' && (
          <SaveNameModal
            open
            title={dialog.as === 'as-new' ? SAVE_AS_NEW_TITLE : undefined}
            initialName={dialog.as === 'as-new' ? copyName(editing.name) : editing.name}
            initialDescription={editing.description}
            saving={saving}
            onCancel={onClose}
            onSave={(name, description) => onSave(name, description, dialog.as)}
          />
        )}
        {dialog?.kind === 'saved' && <SavedDialog {...dialog} onClose={onClose} />}
      </Suspense>
      {dialog?.kind === 'shared' && (
        <Modal
          open
          title="A shared build"
          closeOnBackdrop={false}
          onClose={onClose}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                Keep my draft
              </button>
              <button type="button" className="btn btn-primary" onClick={() => onOpenShared(dialog.offered)}>
                Open the shared build
              </button>
            </>
          }
        >
          <p>This link holds a build someone shared. Your own draft is on screen now.</p>
          <p>
            <strong>Open the shared build (your draft is kept and can be restored)?</strong>
          </p>
        </Modal>
      )}
      {dialog?.kind === 'text' && (
        <Modal open title="Copy this" onClose={onClose} actions={<OkButton onClick={onClose} />}>
          <textarea className="builder__copy" readOnly rows={10} value={dialog.text} onFocus={(e) => e.currentTarget.select()} />
        </Modal>
      )}
    </Suspense>
  );
}

function OkButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      OK
    </button>
  );
}
