/**
 * "Copy short link" (issue 29 item 6): asks the API for /b/<id> of a draft, a saved build or a
 * community post, and copies the whole address. Where the browser refuses the clipboard, the link
 * is shown to copy by hand; a refusal from the server is said in plain words. The host may show
 * the outcome in its own status line (`onResult`); otherwise the button shows it beside itself.
 */
import { useState } from 'react';
import { api } from './api-client.ts';
import { ForReaders } from './ForReaders.tsx';
import './short-link.css';
import { explainFailure, type Kept } from '../../domain/site/user-errors.ts';
import type { ShortLinkRequest } from '../../domain/community/short-link-request.ts';

export const SHORT_LINK_COPIED = 'Short link copied. Anyone with it sees this build, no account needed.';

interface Props {
  request: () => ShortLinkRequest;
  disabled?: boolean;
  /** What the person still has if it fails (user-errors.ts KEPT). */
  kept?: Kept;
  /** Shows the outcome in the host's own status line; `link` is set when it must be copied by hand. */
  onResult?: (message: string, link?: string) => void;
  /** Read by screen readers after the label: which build this button is for. */
  about?: string;
}

export function CopyShortLink({ request, disabled = false, kept = 'nothing', onResult, about }: Props) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ message: string; link?: string } | null>(null);
  const report = (message: string, link?: string) => (onResult ? onResult(message, link) : setSaid({ message, ...(link && { link }) }));

  const copy = async () => {
    setBusy(true);
    const res = await api<{ url: string }>('/api/short-links', { method: 'POST', body: request() });
    setBusy(false);
    if (!res.ok) return report(explainFailure(res, kept).message);
    const link = `${window.location.origin}${res.data.url}`;
    try {
      await navigator.clipboard.writeText(link);
      report(SHORT_LINK_COPIED);
    } catch {
      report('Copy this short link:', link);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-ghost" disabled={disabled || busy} onClick={() => void copy()} data-testid="copy-short-link">
        {busy ? 'Making link…' : 'Copy short link'}
        {about && <ForReaders text={about} />}
      </button>
      {!onResult && said && (
        <p className="short-link-said" role="status">
          {said.message}
          {said.link && (
            <>
              {' '}
              <input readOnly value={said.link} aria-label="Short link" onFocus={(e) => e.currentTarget.select()} />
            </>
          )}
        </p>
      )}
    </>
  );
}
