/**
 * The community gallery (spec §2.13; /community and the /prebuilt pages, one purpose each): a header
 * with SHARE BUILD and Refresh, the builds in score order one page at a time (more as the person
 * scrolls, or with Load more), each build's details in a modal with its own address
 * (`?build=ID`), loading into the builder, and deleting one's own builds.
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_TEXT,
  EMPTY_TITLE,
  LOAD_ERROR,
  LOAD_FAILED,
  LOAD_TARGET,
  LOADING_BUILDS,
  PURPOSE_TABS,
  VOTE_LOGIN_REQUIRED,
  DELETE_LOGIN_REQUIRED,
  buildIdFrom,
  deleteFailure,
  galleryAddress,
  communityHeading,
  galleryHeading,
  isOwner,
  loadEntries,
  mergeBuilds,
  shareBuildHref,
  withCounts,
  type Notice,
} from '../../domain/community/community-gallery.ts';
import type { Purpose } from '../../domain/builder/purpose.ts';
import type { CommunityBuild, VoteCounts } from '../../domain/community/community.ts';
import { partCount } from '../../domain/saved-builds/dashboard.ts';
import { explainFailure } from '../../domain/site/user-errors.ts';
import { signInUrl } from '../shared/api-client.ts';
import { AlertModal, DeleteBuildConfirm } from '../shared/Modal.tsx';
import { $session, followSession } from '../shared/session-store.ts';
import { BuildCard } from './BuildCard.tsx';
import { deleteBuild, listBuilds } from './community-client.ts';

// The detail modal (parts grid, verdicts, comments) is not needed to show the list: it loads once
// the list shows a build, so the page hydrates less and a first click still finds it ready.
const loadDetails = () => import('./BuildDetailModal.tsx');
const BuildDetailModal = lazy(() => loadDetails().then((m) => ({ default: m.BuildDetailModal })));

type List =
  | { status: 'loading' }
  | { status: 'error'; reason: string }
  | { status: 'ready'; builds: CommunityBuild[]; next: string | null; more: 'idle' | 'loading' | { failed: string } };

type Dialog = { kind: 'alert'; notice: Notice; login?: boolean } | { kind: 'delete'; build: CommunityBuild };

const here = () => window.location.pathname + window.location.search;

/**
 * `nested`: the gallery sits under the /prebuilt pages' own heading and starter builds (issue 25),
 * so its heading is a second-level one, "Community builds".
 */
export default function CommunityApp({ purpose, nested = false }: { purpose: Purpose | null; nested?: boolean }) {
  const session = useStore($session);
  const [list, setList] = useState<List>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Each first-page load starts a new generation; answers from an older one are dropped.
  const generation = useRef(0);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadFirst = useCallback(async () => {
    const mine = ++generation.current;
    const res = await listBuilds(purpose, null);
    if (mine !== generation.current) return;
    setRefreshing(false);
    if (!res.ok) return setList({ status: 'error', reason: explainFailure(res, 'reading').message });
    setList({ status: 'ready', builds: mergeBuilds([], res.data.builds), next: res.data.next, more: 'idle' });
  }, [purpose]);

  const next = list.status === 'ready' ? list.next : null;
  const more = list.status === 'ready' ? list.more : 'idle';

  const loadMore = useCallback(async () => {
    if (!next) return;
    const mine = generation.current;
    setList((l) => (l.status === 'ready' ? { ...l, more: 'loading' } : l));
    const res = await listBuilds(purpose, next);
    if (mine !== generation.current) return;
    setList((l) => {
      if (l.status !== 'ready') return l;
      if (!res.ok) return { ...l, more: { failed: explainFailure(res, 'reading').message } };
      return { status: 'ready', builds: mergeBuilds(l.builds, res.data.builds), next: res.data.next, more: 'idle' };
    });
  }, [purpose, next]);

  useEffect(() => {
    followSession();
    setOpenId(buildIdFrom(window.location.search));
    void loadFirst();
    const onPop = () => setOpenId(buildIdFrom(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [loadFirst]);

  const hasBuilds = list.status === 'ready' && list.builds.length > 0;
  useEffect(() => {
    if (hasBuilds) void loadDetails();
  }, [hasBuilds]);

  // More builds as the end of the list comes near. A new observer after every page reports at
  // once whether the end is still in view, so a short page pulls the next one too.
  useEffect(() => {
    const end = sentinel.current;
    if (!end || !next || more !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [next, more, loadMore]);

  const refresh = () => {
    setRefreshing(true);
    if (list.status === 'error') setList({ status: 'loading' });
    void loadFirst();
  };

  const openDetails = (b: CommunityBuild) => {
    window.history.pushState({ build: b.id }, '', galleryAddress(window.location.pathname, window.location.search, b.id));
    setOpenId(b.id);
  };

  const closeDetails = () => {
    // Opened here: going back closes it (the phone's back button does the same). Opened from a
    // link: the address becomes the list's.
    const state: unknown = window.history.state;
    if (state && typeof state === 'object' && (state as { build?: unknown }).build === openId) return window.history.back();
    window.history.replaceState(null, '', galleryAddress(window.location.pathname, window.location.search, null));
    setOpenId(null);
  };

  const onCounts = useCallback((id: string, counts: VoteCounts) => {
    setList((l) => (l.status === 'ready' ? { ...l, builds: withCounts(l.builds, id, counts) } : l));
  }, []);

  const loadIntoBuilder = (b: CommunityBuild) => {
    try {
      if (partCount(b.parts) === 0) throw new Error('no parts');
      for (const [key, value] of loadEntries(b)) localStorage.setItem(key, value);
    } catch {
      return setDialog({ kind: 'alert', notice: LOAD_ERROR });
    }
    window.location.assign(LOAD_TARGET);
  };

  const remove = async (b: CommunityBuild) => {
    if (!session.token) return setDialog({ kind: 'alert', notice: DELETE_LOGIN_REQUIRED, login: true });
    setDeleting(true);
    const res = await deleteBuild(b.id);
    setDeleting(false);
    if (!res.ok) return setDialog({ kind: 'alert', notice: deleteFailure(res) });
    setDialog(null);
    setList((l) => (l.status === 'ready' ? { ...l, builds: l.builds.filter((x) => x.id !== b.id) } : l));
    if (openId === b.id) closeDetails();
  };

  const userId = session.user?.id;
  const builds = list.status === 'ready' ? list.builds : [];
  const shareHref = shareBuildHref(session.token);

  return (
    <div className="gallery">
      <header className="gallery__head">
        <div>
          {nested ? <h2 id="community">{communityHeading(purpose)}</h2> : <h1>{galleryHeading(purpose)}</h1>}
          <p>PC builds shared by the community, with approximate Philippine prices. Open one to vote, comment, or load it into the builder.</p>
        </div>
        <div className="gallery__actions">
          <a className="btn btn-primary" href={shareHref}>
            SHARE BUILD
          </a>
          <button type="button" className="btn btn-ghost" disabled={refreshing} onClick={refresh}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </header>

      <nav className="gallery__tabs" aria-label="Builds by use">
        {PURPOSE_TABS.map((tab) => (
          <a key={tab.href} href={tab.href} aria-current={tab.purpose === purpose ? 'page' : undefined}>
            {tab.label}
          </a>
        ))}
      </nav>

      {list.status === 'loading' ? (
        <p className="cb-status" role="status">
          {LOADING_BUILDS}
        </p>
      ) : list.status === 'error' ? (
        <div className="cb-banner" role="alert">
          <p>
            <strong>{LOAD_FAILED}</strong>
            {list.reason && <span className="cb-banner__reason">{list.reason}</span>}
          </p>
          <button type="button" className="btn btn-ghost" onClick={refresh}>
            Try again
          </button>
        </div>
      ) : builds.length === 0 ? (
        <div className="card cb-empty">
          <h2>{EMPTY_TITLE}</h2>
          <p>{EMPTY_TEXT}</p>
          <a className="btn btn-primary" href={shareHref}>
            SHARE BUILD
          </a>
        </div>
      ) : (
        <>
          <ul className="cb-grid">
            {builds.map((b) => (
              <li key={b.id}>
                <BuildCard
                  build={b}
                  owner={isOwner(userId, b)}
                  onView={openDetails}
                  onLoad={loadIntoBuilder}
                  onDelete={(x) => setDialog({ kind: 'delete', build: x })}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="cb-more">
            {typeof more === 'object' && (
              <p className="field-error" role="alert">
                {LOAD_FAILED}: {more.failed}
              </p>
            )}
            {next && (
              <button type="button" className="btn btn-ghost" disabled={more === 'loading'} onClick={() => void loadMore()}>
                {more === 'loading' ? 'Loading…' : 'Load more'}
              </button>
            )}
          </div>
        </>
      )}

      {openId && (
        <Suspense fallback={null}>
          <BuildDetailModal
            key={openId}
            id={openId}
            summary={builds.find((b) => b.id === openId)}
            signedIn={session.token !== null}
            onClose={closeDetails}
            onCounts={onCounts}
            onLoad={loadIntoBuilder}
            onVoteLogin={() => setDialog({ kind: 'alert', notice: VOTE_LOGIN_REQUIRED, login: true })}
            onAlert={(notice) => setDialog({ kind: 'alert', notice })}
            onHidden={(id, notice) => {
              setList((l) => (l.status === 'ready' ? { ...l, builds: l.builds.filter((x) => x.id !== id) } : l));
              closeDetails();
              setDialog({ kind: 'alert', notice });
            }}
          />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteBuildConfirm busy={deleting} onCancel={() => setDialog(null)} onConfirm={() => void remove(dialog.build)}>
          <p>Delete “{dialog.build.title}” from the community gallery? Its votes and comments go with it. This cannot be undone.</p>
        </DeleteBuildConfirm>
      )}
      {dialog?.kind === 'alert' && (
        <AlertModal
          title={dialog.notice.title}
          onClose={() => setDialog(null)}
          login={dialog.login || dialog.notice.signIn ? { href: signInUrl(here()), label: 'Login' } : undefined}
        >
          <p>{dialog.notice.message}</p>
          {dialog.notice.reason && <p className="cb-reason">{dialog.notice.reason}</p>}
        </AlertModal>
      )}
    </div>
  );
}
