/**
 * The detail modal (spec §2.13): title, author, score, likes and dislikes, description, parts
 * grid with prices, thumbs up and down, Load Into Builder, and the comments with a comment box
 * (disabled for visitors). Votes show at once and are then replaced by the server's counts; a
 * failed vote reloads the build (spec §4 "Votes").
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  COMMENT_FAILED_NOTICE,
  COMMENT_LOGIN_PLACEHOLDER,
  COMMENT_LOGIN_REQUIRED,
  FETCH_FAILED,
  VOTE_FAILED_NOTICE,
  buildLink,
  formatScore,
  withExplanation,
  type Notice,
} from '../../domain/community/community-gallery.ts';
import {
  COMMENT_MAX,
  NO_DESCRIPTION,
  commentProblem,
  nextVote,
  normaliseText,
  optimisticVote,
  scoreOf,
  type CommunityBuild,
  type CommunityBuildDetail,
  type VoteCounts,
  type VoteDirection,
} from '../../domain/community/community.ts';
import { PURPOSE_LABELS } from '../../domain/builder/purpose.ts';
import { formatManilaDate, formatManilaDateTime } from '../../domain/format/dates.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { explainFailure } from '../../domain/site/user-errors.ts';
import { Modal } from '../shared/Modal.tsx';
import { PartsGrid } from '../shared/PartsGrid.tsx';
import { VerdictList } from '../shared/VerdictList.tsx';
import { VerdictChip } from '../shared/VerdictChip.tsx';
import { NO_ISSUES_TEXT } from '../../domain/builder/save.ts';
import { AuthorName, Avatar } from './BuildCard.tsx';
import { fetchBuild, postComment, sendVote } from './community-client.ts';
import { CopyShortLink } from '../shared/CopyShortLink.tsx';
import { BuildPhotos } from './BuildPhotos.tsx';

export interface DetailProps {
  id: string;
  /** The build as the list shows it, so the modal has something to show at once. */
  summary: CommunityBuild | undefined;
  signedIn: boolean;
  onClose: () => void;
  /** The build's counts changed (a vote, or a reload): the list follows. */
  onCounts: (id: string, counts: VoteCounts) => void;
  onLoad: (b: CommunityBuild) => void;
  onVoteLogin: () => void;
  onAlert: (notice: Notice) => void;
  /** A moderator hid the post (issue 29): the list lets it go. */
  onHidden: (id: string, notice: Notice) => void;
}

type Fetch = { status: 'loading' } | { status: 'ready'; detail: CommunityBuildDetail } | { status: 'error'; reason: string };

const countsOf = (b: VoteCounts): VoteCounts => ({ up_votes: b.up_votes, down_votes: b.down_votes, user_vote: b.user_vote });

export function BuildDetailModal({ id, summary, signedIn, onClose, onCounts, onLoad, onVoteLogin, onAlert, onHidden }: DetailProps) {
  const [fetched, setFetched] = useState<Fetch>({ status: 'loading' });
  const [counts, setCountsState] = useState<VoteCounts | null>(summary ? countsOf(summary) : null);
  const [voting, setVoting] = useState(false);
  // Refs as well as state: a click that lands while a vote is in flight is kept and sent when the
  // vote returns (never dropped), and it must see the counts that vote brought back.
  const countsNow = useRef(counts);
  const inFlight = useRef(false);
  const nextClick = useRef<VoteDirection | null>(null);
  const setCounts = useCallback((next: VoteCounts) => {
    countsNow.current = next;
    setCountsState(next);
  }, []);
  const [draft, setDraft] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const formId = useId();

  const load = useCallback(async () => {
    const res = await fetchBuild(id);
    if (!res.ok) return setFetched({ status: 'error', reason: explainFailure(res, 'reading').message });
    setFetched({ status: 'ready', detail: res.data });
    setCounts(countsOf(res.data));
    onCounts(id, countsOf(res.data));
  }, [id, onCounts, setCounts]);

  useEffect(() => {
    void load();
  }, [load]);

  const detail = fetched.status === 'ready' ? fetched.detail : undefined;
  const build: CommunityBuild | undefined = detail ?? summary;

  const vote = async (clicked: VoteDirection): Promise<void> => {
    if (!signedIn) return onVoteLogin();
    if (inFlight.current) {
      nextClick.current = clicked;
      return;
    }
    const current = countsNow.current;
    if (!current) return;
    const { send } = nextVote(current.user_vote, clicked);
    const shown = optimisticVote(current, clicked);
    setCounts(shown);
    onCounts(id, shown);
    inFlight.current = true;
    setVoting(true);
    const res = await sendVote(id, send);
    inFlight.current = false;
    setVoting(false);
    const queued = nextClick.current;
    nextClick.current = null;
    if (res.ok) {
      setCounts(countsOf(res.data));
      onCounts(id, countsOf(res.data));
      if (queued) await vote(queued);
      return;
    }
    onAlert(withExplanation(VOTE_FAILED_NOTICE, res));
    await load();
  };

  const comment = async (e: React.FormEvent) => {
    e.preventDefault();
    const text = normaliseText(draft);
    // Spec §5: a blank comment is not sent.
    if (text === '' || posting) return;
    if (!signedIn) return onAlert(COMMENT_LOGIN_REQUIRED);
    const problem = commentProblem(text);
    setCommentError(problem);
    if (problem) return;
    setPosting(true);
    const res = await postComment(id, text);
    setPosting(false);
    if (!res.ok) {
      onAlert(withExplanation(COMMENT_FAILED_NOTICE, res, 'comment'));
      return;
    }
    setDraft('');
    setFetched((f) =>
      f.status === 'ready'
        ? { status: 'ready', detail: { ...f.detail, comments: [...f.detail.comments, res.data], comment_count: f.detail.comment_count + 1 } }
        : f,
    );
  };

  const copyLink = async () => {
    const link = buildLink(window.location.origin, id);
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied');
    } catch {
      setCopied(link);
    }
  };

  const up = counts?.up_votes ?? 0;
  const down = counts?.down_votes ?? 0;
  const mine = counts?.user_vote ?? 'none';

  return (
    <Modal
      open
      size="wide"
      title={build?.title || 'Community build'}
      onClose={onClose}
      actions={
        <>
          <span className="cb-copied" role="status">
            {copied ?? ''}
          </span>
          <button type="button" className="btn btn-ghost" onClick={() => void copyLink()}>
            Copy link
          </button>
          <CopyShortLink request={() => ({ kind: 'community', id })} onResult={(message, link) => setCopied(link ?? message)} />
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
          {build && (
            <button type="button" className="btn btn-primary" onClick={() => onLoad(build)}>
              Load Into Builder
            </button>
          )}
        </>
      }
    >
      <div className="details cb-detail">
        {fetched.status === 'error' && (
          <div className="cb-banner" role="alert">
            <p>
              <strong>{FETCH_FAILED}</strong>
              {fetched.reason && <span className="cb-banner__reason">{fetched.reason}</span>}
            </p>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setFetched({ status: 'loading' });
                void load();
              }}
            >
              Try again
            </button>
          </div>
        )}
        {!build && fetched.status === 'loading' && (
          <p className="cb-status" role="status">
            Loading build…
          </p>
        )}
        {build && (
          <>
            <div className="cb-detail__by">
              <Avatar picture={build.profile_picture} size={40} />
              <div>
                <span className="cb-detail__author">
                  by{' '}
                  <strong>
                    <AuthorName name={build.username} userId={build.user_id} />
                  </strong>
                </span>
                <span className="cb-detail__date">
                  Shared {formatManilaDate(build.created_at)}
                  <span className="cb-chip">{PURPOSE_LABELS[build.purpose]}</span>
                  <VerdictChip verdict={build} />
                </span>
              </div>
            </div>
            <BuildPhotos buildId={id} title={build.title} onHidden={(message) => onHidden(id, { title: 'Post hidden', message })} />
            <dl className="details__facts">
              <div>
                <dt>Score</dt>
                <dd data-testid="detail-score">{formatScore(scoreOf({ up_votes: up, down_votes: down }))}</dd>
              </div>
              <div>
                <dt>Likes</dt>
                <dd data-testid="detail-likes">{up}</dd>
              </div>
              <div>
                <dt>Dislikes</dt>
                <dd data-testid="detail-dislikes">{down}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd className="details__total">{formatPeso(build.total_price)}</dd>
              </div>
            </dl>
            <div className="cb-votes" role="group" aria-label="Vote on this build">
              <button
                type="button"
                className="cb-vote cb-vote--up"
                aria-pressed={mine === 'up'}
                aria-busy={voting}
                onClick={() => void vote('up')}
              >
                <Thumb />
                Like <span className="cb-vote__n">{up}</span>
              </button>
              <button
                type="button"
                className="cb-vote cb-vote--down"
                aria-pressed={mine === 'down'}
                aria-busy={voting}
                onClick={() => void vote('down')}
              >
                <Thumb down />
                Dislike <span className="cb-vote__n">{down}</span>
              </button>
            </div>
            <h3>Description</h3>
            <p className={`cb-text${build.description.trim() ? '' : ' details__none'}`}>{build.description.trim() || NO_DESCRIPTION}</p>
            <h3>Parts</h3>
            <PartsGrid parts={build.parts} onlyChosen />
            <h3>Compatibility for {PURPOSE_LABELS[build.purpose].toLowerCase()}</h3>
            {detail ? (
              <VerdictList problems={detail.problems} notes={detail.notes} none={NO_ISSUES_TEXT} />
            ) : (
              fetched.status === 'loading' && <p className="details__none">Checking the parts…</p>
            )}
            <h3>Comments{detail ? ` (${detail.comment_count})` : ''}</h3>
            {!detail ? (
              fetched.status === 'loading' && <p className="details__none">Loading comments…</p>
            ) : detail.comments.length === 0 ? (
              <p className="details__none">No comments yet.</p>
            ) : (
              <>
                {detail.comment_count > detail.comments.length && (
                  <p className="details__none">The latest {detail.comments.length} comments:</p>
                )}
                <ol className="cb-comments" aria-label="Comments">
                  {detail.comments.map((c) => (
                    <li key={c.id} className="cb-comment">
                      <Avatar picture={c.profile_picture} size={28} />
                      <div>
                        <p className="cb-comment__head">
                          <strong>
                            <AuthorName name={c.username} userId={c.user_id} />
                          </strong>
                          <span>{formatManilaDateTime(c.created_at)}</span>
                        </p>
                        <p className="cb-text">{c.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </>
            )}
            <form id={formId} className="cb-comment-form" onSubmit={(e) => void comment(e)} noValidate>
              <label htmlFor={`${formId}-text`} className="visually-hidden">
                Comment
              </label>
              <textarea
                id={`${formId}-text`}
                rows={2}
                maxLength={COMMENT_MAX}
                value={draft}
                disabled={!signedIn}
                placeholder={signedIn ? 'Write a comment…' : COMMENT_LOGIN_PLACEHOLDER}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setCommentError(null);
                }}
              />
              <div className="cb-comment-form__row">
                {commentError ? (
                  <p className="field-error">{commentError}</p>
                ) : (
                  <p className="field-hint">{signedIn ? `${draft.length}/${COMMENT_MAX}` : ''}</p>
                )}
                <button type="submit" className="btn btn-primary" disabled={!signedIn || posting || draft.trim() === ''}>
                  {posting ? 'Posting…' : 'Post Comment'}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </Modal>
  );
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M7 11v9H4v-9h3zm0 0 4-8a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2.3l-1.2 6.6A2 2 0 0 1 17.8 20H7" strokeLinejoin="round" />
    </svg>
  );
}
