/**
 * The details modal (spec §2.11): name, status, what it is for, created and updated dates,
 * description, total, warnings (problems, then notes a line each) or 'No warnings', and the parts
 * by group; Edit and Close.
 */
import { PURPOSE_LABELS } from '../../domain/builder/purpose.ts';
import { NO_WARNINGS_TEXT, createdOf, priceLine, savedOf, type DashboardBuild } from '../../domain/saved-builds/dashboard.ts';
import { formatManilaDateTime } from '../../domain/format/dates.ts';
import { Modal } from '../shared/Modal.tsx';
import { VerdictList } from '../shared/VerdictList.tsx';
import { PartsGrid } from '../shared/PartsGrid.tsx';
import { StatusBadge } from './parts.tsx';
import { BuildPriceMove } from './BuildPriceMove.tsx';

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
            <dt>For</dt>
            <dd>{PURPOSE_LABELS[b.purpose]}</dd>
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
        <BuildPriceMove buildId={b.id} total={b.total_price} />
        <h3>Description</h3>
        <p className={b.description ? '' : 'details__none'}>{b.description || 'No description'}</p>
        <h3>Warnings</h3>
        <VerdictList problems={b.problems} notes={b.notes} none={NO_WARNINGS_TEXT} />
        <h3>Parts</h3>
        <PartsGrid parts={b.parts} />
      </div>
    </Modal>
  );
}
