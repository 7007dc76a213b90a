/**
 * A modal dialog on the native <dialog> element: focus stays inside, Escape closes, a click on
 * the backdrop closes when allowed, and page scrolling is locked while any modal is open.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { lockScroll } from './scroll-lock.ts';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  closeOnBackdrop?: boolean;
  tone?: 'default' | 'good' | 'warn' | 'bad';
}

export function Modal({ open, title, onClose, children, actions, closeOnBackdrop = true, tone = 'default' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    const release = lockScroll();
    return () => {
      release();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${tone}`}
      aria-labelledby={titleId}
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
        <div className="modal__body">{children}</div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
