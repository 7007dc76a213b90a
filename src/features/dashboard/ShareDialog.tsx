/**
 * The share dialog (spec §2.11, §5 "Share form"): a required title and an optional description.
 * The community gallery's API arrives with its own issue; until then the dialog says so.
 */
import { useId, useState } from 'react';
import { allParts, partCount, type DashboardBuild } from '../../domain/dashboard.ts';
import { SHARE_MESSAGES, sharePayload, shareProblem } from '../../domain/share.ts';
import { DescriptionField } from '../shared/DescriptionField.tsx';
import { Modal } from '../shared/Modal.tsx';
import { COMMUNITY_SHARING_OPEN, shareToCommunity } from './builds-client.ts';

export const SHARING_NOT_YET = 'Sharing to the community gallery is not available yet. Your build stays saved here.';

export function ShareDialog({ build: b, signedIn, onClose }: { build: DashboardBuild; signedIn: boolean; onClose: () => void }) {
  const [title, setTitle] = useState(b.name);
  const [description, setDescription] = useState(b.description);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = shareProblem({ title, description, partCount: partCount(b.parts), signedIn });
    setProblem(found);
    setNotice(null);
    if (found) return;
    if (!COMMUNITY_SHARING_OPEN) return setNotice(SHARING_NOT_YET);
    setBusy(true);
    const prices = allParts(b.parts).map((p) => p.price);
    const res = await shareToCommunity(sharePayload(title, description, b.parts, b.total_price, prices));
    setBusy(false);
    if (res.ok) onClose();
    else setProblem(res.error || SHARE_MESSAGES.failed);
  };

  return (
    <Modal
      open
      title="Share Build"
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${titleId}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? 'Sharing…' : 'Share'}
          </button>
        </>
      }
    >
      <p className="share__note">Share “{b.name}” to the community gallery so others can vote and comment.</p>
      <form id={`${titleId}-form`} onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={titleId}>Title</label>
          <input id={titleId} value={title} required onChange={(e) => setTitle(e.target.value)} />
        </div>
        <DescriptionField value={description} onChange={setDescription} />
        <p className="field-error" role="alert">
          {problem ?? ''}
        </p>
        <p className="share__status" role="status">
          {notice ?? ''}
        </p>
      </form>
    </Modal>
  );
}
