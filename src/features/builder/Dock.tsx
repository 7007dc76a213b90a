/**
 * The bottom of the builder: what the last change removed (with Undo), and on phones the bar
 * with the price and verdict. Sticky to the bottom of the builder, so it stays in view while
 * the builder does and never covers the footer; modal dialogs sit above it (top layer).
 */
import { useStore } from '@nanostores/react';
import { MiniSummary } from './BuildSummary.tsx';
import { $notice, undoChange } from './store.ts';

export function Dock() {
  const notice = useStore($notice);
  return (
    <div className="builder__dock">
      {notice && (
        <div className="change-notice" role="status" data-testid="change-notice">
          <p>{notice.message}</p>
          {notice.before && (
            <button type="button" className="btn btn-ghost change-notice__undo" onClick={undoChange}>
              Undo
            </button>
          )}
          <button type="button" className="change-notice__close" aria-label="Dismiss" onClick={() => $notice.set(null)}>
            ×
          </button>
        </div>
      )}
      <MiniSummary />
    </div>
  );
}
