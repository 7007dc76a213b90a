/**
 * The builder's actions card: save (Save Build; in edit mode Save and Save as new, issue 25),
 * Copy link, Copy as text, Copy short link (issue 29), Clear All, and the last notice.
 */
import { SAVE_AS_NEW, SAVE_EDIT, VISITOR_SAVE_HINT } from '../../domain/builder/save.ts';
import type { ShortLinkRequest } from '../../domain/community/short-link-request.ts';
import { Suspense, lazy } from 'react';

// Loaded once the build holds something: an empty build cannot be shared (the builder's 120 KB first view).
const CopyShortLink = lazy(() => import('../shared/CopyShortLink.tsx').then((m) => ({ default: m.CopyShortLink })));
/** The same button, disabled, while there is nothing to share or the real one loads. */
const ShortLinkPlaceholder = () => (
  <button type="button" className="btn btn-ghost" disabled data-testid="copy-short-link">
    Copy short link
  </button>
);
import type { Mode } from './draft.ts';

export type SaveKind = 'save' | 'as-new';

export interface BuilderActionsProps {
  mode: Mode;
  signedIn: boolean;
  canSave: boolean;
  empty: boolean;
  loginHref: string;
  notice: string | null;
  onSave: (kind: SaveKind) => void;
  onCopyLink: () => void;
  onCopyText: () => void;
  onClear: () => void;
  /** What "Copy short link" shares: the draft as it is now. */
  shortLinkRequest: () => ShortLinkRequest;
  /** The outcome, for the notice line; `link` when it must be copied by hand. */
  onShortLink: (message: string, link?: string) => void;
}

export function BuilderActions(props: BuilderActionsProps) {
  const { mode, signedIn, canSave, empty } = props;
  return (
    <div className="builder__actions card">
      {!signedIn ? (
        <p className="builder__login">
          <a href={props.loginHref}>{VISITOR_SAVE_HINT}</a>
        </p>
      ) : mode === 'edit' ? (
        <div className="builder__save-pair">
          <button type="button" className="btn btn-primary" disabled={!canSave} onClick={() => props.onSave('save')}>
            {SAVE_EDIT}
          </button>
          <button type="button" className="btn btn-ghost" disabled={!canSave} onClick={() => props.onSave('as-new')}>
            {SAVE_AS_NEW}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" disabled={!canSave} onClick={() => props.onSave('save')}>
          Save Build
        </button>
      )}
      <div className="builder__share">
        <button type="button" className="btn btn-ghost" disabled={empty} onClick={props.onCopyLink}>
          Copy link
        </button>
        <button type="button" className="btn btn-ghost" disabled={empty} onClick={props.onCopyText}>
          Copy as text
        </button>
        {empty ? (
          <ShortLinkPlaceholder />
        ) : (
          <Suspense fallback={<ShortLinkPlaceholder />}>
            <CopyShortLink kept="build" request={props.shortLinkRequest} onResult={props.onShortLink} />
          </Suspense>
        )}
      </div>
      <button type="button" className="btn btn-ghost builder__clear" disabled={empty} onClick={props.onClear}>
        Clear All
      </button>
      {props.notice && (
        <p className="builder__notice" role="status">
          {props.notice}
        </p>
      )}
    </div>
  );
}
