/**
 * A modal dialog on the native <dialog> element: focus moves in, Tab cycles inside, focus goes
 * back to what opened it; Escape closes, a click on the backdrop closes when allowed, and page
 * scrolling is locked while any modal is open.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { lockScroll } from './scroll-lock.ts';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  closeOnBackdrop?: boolean;
  tone?: 'default' | 'good' | 'warn' | 'bad';
  /** 'wide' for content such as a parts list. */
  size?: 'default' | 'wide';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog instead of letting them reach the browser's bar. */
function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

export function Modal({ open, title, onClose, children, actions, closeOnBackdrop = true, tone = 'default', size = 'default' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const release = lockScroll();
    return () => {
      release();
      if (dialog.open) dialog.close();
      // A dialog that React removes cannot hand focus back itself.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${tone}${size === 'wide' ? ' modal--wide' : ''}`}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal__box">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {/* A wide dialog's body scrolls on its own: keyboard users reach it with Tab to scroll it. */}
        <div
          className="modal__body"
          {...(size === 'wide' ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
        >
          {children}
        </div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </dialog>
  );
}

export interface ConfirmModalProps {
  title: string;
  /** The label of the button that goes ahead. */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** While the confirmed action runs: the button is disabled and says so. */
  busyLabel?: string | null;
  tone?: ModalProps['tone'];
  /** The going-ahead button is red unless what it does cannot hurt (share again). */
  harmless?: boolean;
}

/** A question with Cancel and a red button that goes ahead (clear, delete, log out). */
export function ConfirmModal({ title, confirm, onConfirm, onCancel, children, busyLabel = null, tone = 'default', harmless = false }: ConfirmModalProps) {
  return (
    <Modal
      open
      title={title}
      tone={tone}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={`btn ${harmless ? 'btn-primary' : 'btn-danger'}`} disabled={busyLabel !== null} onClick={onConfirm}>
            {busyLabel ?? confirm}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** 'Delete Build' with Cancel and a red Delete ('Deleting…' while the call runs). */
export function DeleteBuildConfirm({ busy, onConfirm, onCancel, children }: { busy: boolean; onConfirm: () => void; onCancel: () => void; children: ReactNode }) {
  return (
    <ConfirmModal title="Delete Build" confirm="Delete" tone="bad" busyLabel={busy ? 'Deleting…' : null} onCancel={onCancel} onConfirm={onConfirm}>
      {children}
    </ConfirmModal>
  );
}

export interface AlertModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A way to sign in beside the close button (Login Required dialogs). */
  login?: { href: string; label: string; closeLabel?: string } | undefined;
  tone?: ModalProps['tone'];
}

/**
 * A message with OK, or, when signing in would help, a close button and a sign-in link (the
 * spec's Login Required, Authentication Required and error dialogs).
 */
export function AlertModal({ title, onClose, children, login, tone = 'warn' }: AlertModalProps) {
  return (
    <Modal
      open
      title={title}
      tone={tone}
      onClose={onClose}
      actions={
        login ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {login.closeLabel ?? 'Close'}
            </button>
            <a className="btn btn-primary" href={login.href}>
              {login.label}
            </a>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            OK
          </button>
        )
      }
    >
      {children}
    </Modal>
  );
}
