/**
 * Photos of the finished build in a community post (issue 29 item 7): each at the size the screen
 * needs (srcset); the author adds up to six and removes any; anyone signed in reports one, once;
 * a moderator hides the whole post. Everything it can do comes from the API's answer.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../shared/api-client.ts';
import { explainFailure } from '../../domain/site/user-errors.ts';
import { MAX_PHOTOS, PHOTO_REPORT_REASONS, PHOTO_SIZES_ATTR, photoSrcset, type PhotoReportReason, type PhotoView } from '../../domain/community/photos.ts';
import '../shared/photo-tile.css';
import './build-photos.css';

interface PhotosAnswer {
  photos: PhotoView[];
  hidden: boolean;
  can_add: boolean;
  can_report: boolean;
  can_hide: boolean;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: PhotosAnswer };

export const REPORT_SENT = 'Thank you. The author has been told and can remove it.';
export const POST_HIDDEN = 'The post is hidden from the gallery.';

export function BuildPhotos({ buildId, title, onHidden }: { buildId: string; title: string; onHidden: (message: string) => void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reason, setReason] = useState<PhotoReportReason>(PHOTO_REPORT_REASONS[0]);
  const inputId = useId();

  const fetchPhotos = useCallback(async () => {
    const res = await api<PhotosAnswer>(`/api/community/builds/${encodeURIComponent(buildId)}/photos`);
    setLoad(res.ok ? { status: 'ready', data: res.data } : { status: 'failed', message: explainFailure(res, 'reading').message });
  }, [buildId]);
  useEffect(() => void fetchPhotos(), [fetchPhotos]);

  if (load.status === 'loading') return null;
  if (load.status === 'failed') return <p className="bph-said">Photos could not be loaded. {load.message}</p>;
  const { photos, can_add: canAdd, can_report: canReport, can_hide: canHide } = load.data;
  if (photos.length === 0 && !canAdd && !canHide) return null;

  const add = async (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, MAX_PHOTOS - photos.length);
    if (picked.length === 0) return;
    setBusy(true);
    let added = 0;
    for (const [i, file] of picked.entries()) {
      setSaid(`Adding photo ${i + 1} of ${picked.length}…`);
      const form = new FormData();
      form.set('photo', file);
      const res = await api<PhotoView>(`/api/community/builds/${encodeURIComponent(buildId)}/photos`, { method: 'POST', body: form });
      if (!res.ok) {
        setSaid(`${file.name}: ${explainFailure(res, 'nothing').message}`);
        break;
      }
      added++;
    }
    setBusy(false);
    if (added === picked.length) setSaid(added === 1 ? 'Photo added.' : `${added} photos added.`);
    await fetchPhotos();
  };

  const remove = async (photo: PhotoView, n: number) => {
    setBusy(true);
    const res = await api(`/api/community/builds/${encodeURIComponent(buildId)}/photos/${photo.id}`, { method: 'DELETE' });
    setBusy(false);
    setSaid(res.ok ? `Photo ${n} removed.` : explainFailure(res, 'nothing').message);
    await fetchPhotos();
  };

  const report = async (photo: PhotoView) => {
    setBusy(true);
    const res = await api<{ already_reported: boolean }>(`/api/community/photos/${photo.id}/reports`, { method: 'POST', body: { reason } });
    setBusy(false);
    setReporting(null);
    setSaid(res.ok ? (res.data.already_reported ? 'You reported this photo already.' : REPORT_SENT) : explainFailure(res, 'nothing').message);
  };

  const hide = async () => {
    setBusy(true);
    const res = await api(`/api/community/builds/${encodeURIComponent(buildId)}/hidden`, { method: 'PUT', body: { hidden: true } });
    setBusy(false);
    if (res.ok) onHidden(POST_HIDDEN);
    else setSaid(explainFailure(res, 'nothing').message);
  };

  return (
    <section className="bph" aria-label="Photos of the finished build">
      <h3>Photos of the finished build</h3>
      {photos.length > 0 && (
        <ul className="bph__list">
          {photos.map((photo, i) => (
            <li key={photo.id} className="bph__item" data-testid="build-photo">
              <img className="photo-tile" src={photo.urls.phone} srcSet={photoSrcset(photo)} sizes={PHOTO_SIZES_ATTR} width={photo.width} height={photo.height} alt={`Photo ${i + 1} of ${title}`} loading="lazy" />
              <div className="bph__actions">
                {photo.reports !== undefined ? (
                  <>
                    {photo.reports ? <span className="bph__reports">Reported {photo.reports === 1 ? 'once' : `${photo.reports} times`}</span> : null}
                    <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void remove(photo, i + 1)}>
                      Remove<span className="visually-hidden"> photo {i + 1}</span>
                    </button>
                  </>
                ) : canReport && reporting !== photo.id ? (
                  <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setReporting(photo.id)}>
                    Report<span className="visually-hidden"> photo {i + 1}</span>
                  </button>
                ) : null}
              </div>
              {reporting === photo.id && (
                <form
                  className="bph__report"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void report(photo);
                  }}
                >
                  <label>
                    What is wrong with photo {i + 1}?
                    <select value={reason} onChange={(e) => setReason(e.currentTarget.value as PhotoReportReason)}>
                      {PHOTO_REPORT_REASONS.map((r) => (
                        <option key={r}>{r}</option>
                      ))}
                    </select>
                  </label>
                  <div>
                    <button type="submit" className="btn btn-primary" disabled={busy}>
                      Send report
                    </button>
                    <button type="button" className="btn btn-ghost" onClick={() => setReporting(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <p className="bph__add">
          <label htmlFor={inputId} className="btn btn-ghost">
            Add photos ({photos.length} of {MAX_PHOTOS})
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png"
            multiple
            disabled={busy}
            onChange={(e) => {
              void add(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
          <span className="bph__hint">JPEG or PNG, up to 8 MB each. Show the finished PC.</span>
        </p>
      )}
      {canHide && (
        <p>
          <button type="button" className="btn btn-ghost bph__hide" disabled={busy} onClick={() => void hide()}>
            Hide this post (moderator)
          </button>
        </p>
      )}
      {said && (
        <p className="bph-said" role="status">
          {said}
        </p>
      )}
    </section>
  );
}
