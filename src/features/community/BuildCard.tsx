/**
 * One gallery card (spec §2.13): creator avatar and name, the title (whole, clamped to two lines:
 * issue 25), net score, price, the verdict chip, the description preview, View Details, Load
 * Builds, and Delete for the owner. Everything people wrote is rendered as text.
 */
import { authorAvatar, formatScore } from '../../domain/community/community-gallery.ts';
import { PURPOSE_LABELS } from '../../domain/builder/purpose.ts';
import { cardTitle, descriptionPreview, type CommunityBuild } from '../../domain/community/community.ts';
import { formatManilaDate } from '../../domain/format/dates.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { memberTag } from '../../domain/accounts/member-tag.ts';
import { ForReaders } from '../shared/ForReaders.tsx';
import { VerdictChip } from '../shared/VerdictChip.tsx';
import { DEFAULT_AVATAR } from '../shared/stored-session.ts';

export interface CardActions {
  onView: (b: CommunityBuild) => void;
  onLoad: (b: CommunityBuild) => void;
  onDelete: (b: CommunityBuild) => void;
}

export function Avatar({ picture, size }: { picture: unknown; size: number }) {
  return (
    <img
      className="cb-avatar"
      src={authorAvatar(picture, DEFAULT_AVATAR)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}

export const authorName = (name: string) => name.trim() || 'Unknown builder';

export const MEMBER_TAG_HINT = 'Member tag: tells apart members who share a name';

/**
 * An author as others see them: the name (isolated, so a right-to-left name cannot reorder what
 * follows) and the member tag that tells two people of one name apart (issue 24).
 */
export function AuthorName({ name, userId }: { name: string; userId: string }) {
  return (
    <span className="cb-author">
      <bdi className="cb-author__name">{authorName(name)}</bdi>{' '}
      <span className="cb-member-tag" title={MEMBER_TAG_HINT} data-testid="member-tag">
        {memberTag(userId)}
      </span>
    </span>
  );
}

export function BuildCard({ build: b, owner, onView, onLoad, onDelete }: { build: CommunityBuild; owner: boolean } & CardActions) {
  const titleId = `cb-${b.id}`;
  const preview = descriptionPreview(b.description);
  return (
    <article className="card cb-card" aria-labelledby={titleId} data-testid="community-card">
      {b.cover_photo && (
        // Issue 29: the finished build's first photo, the phone-sized file (a card is never wider).
        <img className="cb-card__cover" src={b.cover_photo} alt="" width={640} height={480} loading="lazy" data-testid="community-cover" />
      )}
      <header className="cb-card__head">
        <Avatar picture={b.profile_picture} size={40} />
        <div className="cb-card__who">
          <span className="cb-card__author">
            <AuthorName name={b.username} userId={b.user_id} />
          </span>
          <span className="cb-card__date">{formatManilaDate(b.created_at)}</span>
        </div>
        <span className={`cb-score${b.score > 0 ? ' cb-score--up' : b.score < 0 ? ' cb-score--down' : ''}`} title="Net score (likes minus dislikes)">
          <span className="visually-hidden">Score </span>
          {formatScore(b.score)}
        </span>
      </header>
      <h2 id={titleId} className="cb-card__title" title={b.title}>
        {cardTitle(b.title)}
      </h2>
      <p className="cb-card__meta">
        <span className="cb-card__price" data-testid="community-price">
          {formatPeso(b.total_price)}
        </span>
        <span className="cb-chip">{PURPOSE_LABELS[b.purpose]}</span>
        {b.photo_count ? <span className="cb-chip">{b.photo_count === 1 ? '1 photo' : `${b.photo_count} photos`}</span> : null}
        <VerdictChip verdict={b} />
      </p>
      <p className={`cb-card__desc${b.description.trim() ? '' : ' cb-card__desc--none'}`}>{preview}</p>
      <div className="cb-card__actions">
        <button type="button" className="btn btn-primary" onClick={() => onView(b)}>
          View Details
          <ForReaders text={b.title} />
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onLoad(b)}>
          Load Builds
          <ForReaders text={b.title} />
        </button>
        {owner && (
          <button type="button" className="btn btn-ghost cb-card__delete" title="Delete this build" onClick={() => onDelete(b)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="visually-hidden">Delete {b.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
