/**
 * The bottom of the builder: what the last change removed (with Undo), and on phones the bar
 * with the price and verdict. Sticky to the bottom of the builder, so it stays in view while
 * the builder does and never covers the footer; modal dialogs sit above it (top layer).
 *
 * Issue 25: when a board change removed parts, the focus moves to the notice (a screen reader
 * reads it; Tab reaches Undo next); Undo or dismissing hands the focus back to the selector
 * that was changed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { MiniSummary } from './BuildSummary.tsx';
import { $notice, undoChange } from './store.ts';

/** The button of a selector by its slot (PartSelector's `data-slot`). */
const selectorButton = (slot: string) => document.querySelector<HTMLButtonElement>(`.ps[data-slot="${slot}"] .ps__button`);

export function Dock() {
  const notice = useStore($notice);
  const message = useRef<HTMLParagraphElement>(null);
  const changed = notice?.changed;

  useEffect(() => {
    // The notice is sticky, in sight already: moving the page to where it sits in the flow would lose the person's place.
    if (notice?.changed) message.current?.focus({ preventScroll: true });
  }, [notice]);

  // Before the notice goes: the focus must not fall back to the page's start.
  const backToSelector = () => {
    if (changed) selectorButton(changed)?.focus();
  };

  return (
    <div className="builder__dock">
      {notice && (
        <div className="change-notice" role={changed ? undefined : 'status'} data-testid="change-notice">
          <p ref={message} tabIndex={changed ? -1 : undefined}>
            {notice.message}
          </p>
          {notice.before && (
            <button
              type="button"
              className="btn btn-ghost change-notice__undo"
              onClick={() => {
                undoChange();
                backToSelector();
              }}
            >
              Undo
            </button>
          )}
          <button
            type="button"
            className="change-notice__close"
            aria-label="Dismiss"
            onClick={() => {
              $notice.set(null);
              backToSelector();
            }}
          >
            ×
          </button>
        </div>
      )}
      <MiniSummary />
    </div>
  );
}
