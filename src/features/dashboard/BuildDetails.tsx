/**
 * The details modal (spec §2.11): name, status, created and updated dates, description, total,
 * warnings or 'No warnings', and the parts by group; Edit and Close.
 */
import { NO_WARNINGS_TEXT, UNLISTED_TEXT, createdOf, partGroups, priceLine, savedOf, type DashboardBuild } from '../../domain/dashboard.ts';
import { formatManilaDateTime } from '../../domain/dates.ts';
import { formatPeso } from '../../domain/money.ts';
import { Modal } from '../shared/Modal.tsx';
import { StatusBadge } from './parts.tsx';

export function BuildDetails({ build: b, onEdit, onClose }: { build: DashboardBuild; onEdit: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      title={b.name}
      size="wide"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-primary" onClick={onEdit}>
            Edit
          </button>
        </>
      }
    >
      <div className="details">
        <dl className="details__facts">
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge build={b} />
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd className="details__total">{priceLine(b)}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatManilaDateTime(createdOf(b))}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{formatManilaDateTime(savedOf(b))}</dd>
          </div>
        </dl>
        <h3>Description</h3>
        <p className={b.description ? '' : 'details__none'}>{b.description || 'No description'}</p>
        <h3>Warnings</h3>
        {b.warnings.length === 0 ? (
          <p className="details__ok">{NO_WARNINGS_TEXT}</p>
        ) : (
          <ul className="details__warnings">
            {b.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        )}
        <h3>Parts</h3>
        <dl className="details__parts">
          {partGroups(b.parts).map((group) => (
            <div key={group.label} className="details__group">
              <dt>{group.label}</dt>
              {group.parts.length === 0 ? (
                <dd className="details__none">None</dd>
              ) : (
                group.parts.map((p, i) => (
                  <dd key={`${p.id}-${i}`} className={p.unlisted ? 'is-unlisted' : ''}>
                    <span className="details__part-name">
                      {p.name}
                      {p.unlisted && <em className="details__unlisted"> ({UNLISTED_TEXT})</em>}
                    </span>
                    <span className="details__part-price">{formatPeso(p.price)}</span>
                  </dd>
                ))
              )}
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}
