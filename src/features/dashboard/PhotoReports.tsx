/**
 * The removal queue (issue 29 item 7): photos of your community posts that someone reported,
 * with how often and why; remove the photo, or keep it (the reports are cleared). Shown only when
 * there is something to decide.
 */
import { useEffect, useState } from 'react';
import { api } from '../shared/api-client.ts';
import { explainFailure } from '../../domain/site/user-errors.ts';
import type { PhotoView } from '../../domain/community/photos.ts';
import { buildLink } from '../../domain/community/community-gallery.ts';
import './photo-reports.css';

interface Reported {
  photo: PhotoView;
  build_id: string;
  build_title: string;
  reasons: string[];
}

const counted = (reasons: readonly string[]) =>
  [...new Set(reasons)].map((r) => {
    const n = reasons.filter((x) => x === r).length;
    return n > 1 ? `${r} (${n})` : r;
  });

export function PhotoReports() {
  const [queue, setQueue] = useState<Reported[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    void api<Reported[]>('/api/community/photo-reports').then((res) => res.ok && setQueue(res.data));
  }, []);
  if (queue.length === 0 && !said) return null;

  const decide = async (item: Reported, remove: boolean) => {
    const res = remove
      ? await api(`/api/community/builds/${encodeURIComponent(item.build_id)}/photos/${item.photo.id}`, { method: 'DELETE' })
      : await api(`/api/community/photo-reports/${item.photo.id}/keep`, { method: 'POST', body: {} });
    if (!res.ok) return setSaid(explainFailure(res, 'nothing').message);
    setQueue((q) => q.filter((x) => x.photo.id !== item.photo.id));
    setSaid(remove ? `The photo is removed from “${item.build_title}”.` : `The photo stays on “${item.build_title}”; its reports are cleared.`);
  };

  return (
    <section className="card photo-reports" aria-labelledby="photo-reports-title" data-testid="photo-reports">
      <h2 id="photo-reports-title">Reported photos</h2>
      <p className="photo-reports__lead">People reported these photos of your shared builds. Remove what should not be there.</p>
      <ul>
        {queue.map((item) => (
          <li key={item.photo.id}>
            <img src={item.photo.urls.phone} alt={`Reported photo of ${item.build_title}`} width={160} height={120} />
            <div>
              <a href={buildLink('', item.build_id)}>{item.build_title}</a>
              <p>
                Reported {item.reasons.length === 1 ? 'once' : `${item.reasons.length} times`}: {counted(item.reasons).join(', ')}
              </p>
              <div className="photo-reports__actions">
                <button type="button" className="btn btn-primary" onClick={() => void decide(item, true)}>
                  Remove photo
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => void decide(item, false)}>
                  Keep it
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {said && (
        <p className="photo-reports__said" role="status">
          {said}
        </p>
      )}
    </section>
  );
}
