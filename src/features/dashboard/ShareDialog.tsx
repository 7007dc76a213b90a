/**
 * The share dialog (spec §2.11, §5 "Share form"): a required title, an optional description and
 * what the build is for (the /prebuilt/{purpose} pages; the saved build's own purpose to start with). It posts to the community gallery and closes on
 * success; the spec's errors show in the form.
 */
import { useId, useState } from 'react';
import { PURPOSES, PURPOSE_LABELS, purposeFrom, type Purpose } from '../../domain/builder/purpose.ts';
import { DESCRIPTION_MAX, TITLE_MAX, descriptionProblem, normaliseText } from '../../domain/community/community.ts';
import { allParts, partCount, type DashboardBuild } from '../../domain/saved-builds/dashboard.ts';
import { shareAgainQuestion, shareFailedMessage, sharePayload, shareProblem } from '../../domain/community/share.ts';
import { galleryAddress } from '../../domain/community/community-gallery.ts';
import { DescriptionField } from '../shared/DescriptionField.tsx';
import { ConfirmModal, Modal } from '../shared/Modal.tsx';
import { shareToCommunity } from './builds-client.ts';

export interface ShareDialogProps {
  build: DashboardBuild;
  signedIn: boolean;
  onClose: () => void;
  /** After the gallery took the build: its id there and its title. */
  onShared: (id: string, title: string) => void;
}

export function ShareDialog({ build: b, signedIn, onClose, onShared }: ShareDialogProps) {
  const [title, setTitle] = useState(b.name);
  const [description, setDescription] = useState(b.description);
  const [purpose, setPurpose] = useState<Purpose>(purposeFrom(b.purpose));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  // Issue 25: a build already in the gallery asks before it is shared again.
  const question = shareAgainQuestion(b.name, b.shared_posts);
  const [confirmed, setConfirmed] = useState(question === null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = shareProblem({ title, description, partCount: partCount(b.parts), signedIn });
    setProblem(found);
    if (found) return;
    setBusy(true);
    const payload = sharePayload({
      title,
      description,
      parts: b.parts,
      total: b.total_price,
      partPrices: allParts(b.parts).map((p) => p.price),
      purpose,
      savedBuildId: b.id,
    });
    const res = await shareToCommunity(payload);
    setBusy(false);
    if (!res.ok) return setProblem(shareFailedMessage(res));
    onShared(res.data.id, payload.title);
  };

  if (!confirmed) {
    const latest = b.shared_posts[0]!;
    // A dialog of its own kind: the form's Share button must not be this one's button reused
    // (the click that confirms would then also submit the form).
    return (
      <ConfirmModal title="Share again?" confirm="Share again" tone="warn" harmless onConfirm={() => setConfirmed(true)} onCancel={onClose}>
        <p>{question}</p>
        <p>
          <a href={galleryAddress('/community', '', latest.id)}>See “{latest.title}” in the gallery</a>
        </p>
      </ConfirmModal>
    );
  }

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
          <button type="submit" form={`${formId}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? 'Sharing…' : 'Share'}
          </button>
        </>
      }
    >
      <p className="share__note">Share “{b.name}” to the community gallery so others can vote and comment.</p>
      <form id={`${formId}-form`} onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${formId}-title`}>Title</label>
          <input id={`${formId}-title`} value={title} required maxLength={TITLE_MAX} onChange={(e) => {
              setTitle(e.target.value);
              setProblem(null);
            }}
          />
        </div>
        <DescriptionField
          value={description}
          onChange={(value) => {
            setDescription(value);
            setProblem(null);
          }}
          max={DESCRIPTION_MAX}
          error={descriptionProblem(normaliseText(description))}
        />
        <div className="field">
          <label htmlFor={`${formId}-purpose`}>What is this PC for?</label>
          <select id={`${formId}-purpose`} value={purpose} onChange={(e) => setPurpose(purposeFrom(e.target.value))}>
            {PURPOSES.map((p) => (
              <option key={p} value={p}>
                {PURPOSE_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <p className="field-error" role="alert">
          {problem ?? ''}
        </p>
      </form>
    </Modal>
  );
}
