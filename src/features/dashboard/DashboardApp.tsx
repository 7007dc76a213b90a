/**
 * The dashboard (spec §2.11): the dashboard header, a collapsible sidebar (collapsed at 1024 px
 * or less), and the Overview, Saved Builds and Build History sections over the user's saved
 * builds, with the details, share and delete dialogs. Visitors are sent to sign in first.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DELETE_ERROR_TITLE,
  DELETE_LOGIN_REQUIRED,
  SECTION_LABELS,
  SMALL_SCREEN_MAX_PX,
  deleteFailedMessage,
  editEntries,
  sectionFrom,
  withSharedPost,
  type DashboardBuild,
  type Section,
} from '../../domain/saved-builds/dashboard.ts';
import { buildIdFrom, galleryAddress } from '../../domain/community/community-gallery.ts';
import { explainFailure } from '../../domain/site/user-errors.ts';
import { displayName } from '../../domain/accounts/session.ts';
import { signInUrl } from '../shared/api-client.ts';
import { DashboardHeader } from '../shared/DashboardHeader.tsx';
import { AlertModal, DeleteBuildConfirm } from '../shared/Modal.tsx';
import { lockScroll } from '../shared/scroll-lock.ts';
import { $session, followSession } from '../shared/session-store.ts';
import { readStoredSession } from '../shared/stored-session.ts';
import { BuildDetails } from './BuildDetails.tsx';
import { BuildHistory } from './BuildHistory.tsx';
import { deleteSavedBuild, listSavedBuilds } from './builds-client.ts';
import { Overview } from './Overview.tsx';
import { PriceAlerts } from './PriceAlerts.tsx';
import { PhotoReports } from './PhotoReports.tsx';
import { SavedBuilds } from './SavedBuilds.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useMediaQuery } from './use-media-query.ts';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; builds: DashboardBuild[] };
type Dialog =
  | { kind: 'details'; build: DashboardBuild }
  | { kind: 'share'; build: DashboardBuild }
  | { kind: 'delete'; build: DashboardBuild }
  | { kind: 'alert'; title: string; message: string; reason?: string; login?: boolean };
/** 'auto' follows the screen width (collapsed at 1024 px or less); a click overrides it. */
type SidebarMode = 'auto' | 'collapsed' | 'expanded';

const toSignIn = () => window.location.replace(signInUrl(window.location.pathname + window.location.search));

export default function DashboardApp() {
  const session = useStore($session);
  const small = useMediaQuery(`(max-width: ${SMALL_SCREEN_MAX_PX}px)`);
  const [sidebar, setSidebar] = useState<SidebarMode>('auto');
  const collapsed = sidebar === 'auto' ? small : sidebar === 'collapsed';
  const [section, setSection] = useState<Section | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [shared, setShared] = useState<{ id: string; title: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Issue 20: the builder's "saved" dialog links to /dashboard?section=saved&build=ID, which
  // opens that build's details once the list has loaded.
  const linkedBuild = useRef<string | null>(null);

  const fetchBuilds = useCallback(async () => {
    setLoad({ status: 'loading' });
    const res = await listSavedBuilds();
    if (res.ok) return setLoad({ status: 'ready', builds: res.data });
    if (res.status === 401) return toSignIn();
    // Spec §8: a failed list fetch is only logged; we also offer a retry, never a false "no builds".
    console.error('Could not load saved builds:', res.error);
    setLoad({ status: 'error', message: explainFailure(res, 'savedBuilds').message });
  }, []);

  useEffect(() => {
    followSession();
    if (!readStoredSession().token) return toSignIn();
    setSection(sectionFrom(window.location.search));
    linkedBuild.current = buildIdFrom(window.location.search);
    void fetchBuilds();
    const onPop = () => setSection(sectionFrom(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [fetchBuilds]);

  useEffect(() => {
    if (load.status !== 'ready' || !linkedBuild.current) return;
    const build = load.builds.find((b) => b.id === linkedBuild.current);
    linkedBuild.current = null;
    if (build) setDialog({ kind: 'details', build });
  }, [load]);

  /** Closing the linked build's details: the address goes back to the section's own. */
  const closeDetails = () => {
    setDialog(null);
    if (buildIdFrom(window.location.search)) {
      window.history.replaceState(null, '', galleryAddress(window.location.pathname, window.location.search, null));
    }
  };

  // Crossing the breakpoint hands the sidebar back to the screen width.
  useEffect(() => setSidebar('auto'), [small]);

  // On small screens the open sidebar lies over the page: lock scrolling, Escape closes it.
  const overlay = small && !collapsed;
  useEffect(() => {
    if (!overlay) return;
    const release = lockScroll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSidebar('collapsed');
    };
    document.addEventListener('keydown', onKey);
    return () => {
      release();
      document.removeEventListener('keydown', onKey);
    };
  }, [overlay]);

  const goTo = (next: Section) => {
    if (next !== section) window.history.pushState(null, '', `/dashboard?section=${next}`);
    setSection(next);
    if (small) setSidebar('auto');
    heading.current?.focus();
  };

  const edit = (b: DashboardBuild) => {
    for (const [key, value] of editEntries(b)) localStorage.setItem(key, value);
    window.location.assign('/builder/edit');
  };

  const remove = async (b: DashboardBuild) => {
    if (!readStoredSession().token) return setDialog({ kind: 'alert', ...DELETE_LOGIN_REQUIRED, login: true });
    setDeleting(true);
    const res = await deleteSavedBuild(b.id);
    setDeleting(false);
    if (res.ok) {
      setLoad((l) => (l.status === 'ready' ? { ...l, builds: l.builds.filter((x) => x.id !== b.id) } : l));
      setDialog(null);
    } else if (res.status === 401) {
      setDialog({ kind: 'alert', ...DELETE_LOGIN_REQUIRED, reason: explainFailure(res, 'savedBuilds').message, login: true });
    } else {
      setDialog({ kind: 'alert', title: DELETE_ERROR_TITLE, message: deleteFailedMessage(explainFailure(res, 'savedBuilds').message) });
    }
  };

  const view = (b: DashboardBuild) => setDialog({ kind: 'details', build: b });
  const name = displayName(session.user);
  const title =
    section === null ? 'Dashboard' : section === 'overview' ? (name ? `Welcome back, ${name}!` : 'Welcome back!') : SECTION_LABELS[section];

  return (
    <div className="dash" data-sidebar={sidebar}>
      <DashboardHeader smallScreen={small} />
      <div className="dash-body">
        <Sidebar
          section={section ?? 'overview'}
          collapsed={collapsed}
          onSection={goTo}
          onToggle={() => setSidebar(collapsed ? 'expanded' : 'collapsed')}
        />
        {overlay && <div className="dash-scrim" aria-hidden="true" onClick={() => setSidebar('collapsed')} />}
        <main id="main" className="dash-main">
          <div className="dash-main__head">
            <div>
              <h1 ref={heading} tabIndex={-1}>
                {title}
              </h1>
              {section === 'overview' && <p className="dash-main__lead">Your saved builds at today's prices.</p>}
            </div>
            <a className="btn btn-ghost dash-settings" href="/settings">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="12" cy="12" r="3" />
                <path
                  d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
                  strokeLinecap="round"
                />
              </svg>
              Settings
            </a>
          </div>
          {shared && (
            <p className="card dash-shared" role="status">
              Shared “{shared.title}” to the community gallery. <a href={galleryAddress('/community', '', shared.id)}>View it in the gallery</a>
            </p>
          )}
          {section === null || load.status === 'loading' ? (
            <p className="dash-status" role="status">
              Loading your builds…
            </p>
          ) : load.status === 'error' ? (
            <div className="card dash-retry" role="alert">
              <p>
                <strong>We couldn't load your saved builds.</strong> {load.message}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => void fetchBuilds()}>
                Try again
              </button>
            </div>
          ) : section === 'overview' ? (
            <>
              <Overview builds={load.builds} onView={view} />
              <PriceAlerts />
              <PhotoReports />
            </>
          ) : section === 'saved' ? (
            <SavedBuilds
              builds={load.builds}
              onView={view}
              onEdit={edit}
              onShare={(b) => setDialog({ kind: 'share', build: b })}
              onDelete={(b) => setDialog({ kind: 'delete', build: b })}
            />
          ) : (
            <BuildHistory builds={load.builds} onView={view} />
          )}
        </main>
      </div>

      {dialog?.kind === 'details' && (
        <BuildDetails build={dialog.build} onEdit={() => edit(dialog.build)} onClose={closeDetails} />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog
          build={dialog.build}
          signedIn={session.token !== null}
          onClose={() => setDialog(null)}
          onShared={(id, title) => {
            setDialog(null);
            setShared({ id, title });
            // The next Share of this build asks first (issue 25).
            const post = { id, title, created_at: new Date().toISOString() };
            setLoad((l) => (l.status === 'ready' ? { ...l, builds: withSharedPost(l.builds, dialog.build.id, post) } : l));
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteBuildConfirm busy={deleting} onCancel={() => setDialog(null)} onConfirm={() => void remove(dialog.build)}>
          <p>Delete “{dialog.build.name}”? This cannot be undone.</p>
        </DeleteBuildConfirm>
      )}
      {dialog?.kind === 'alert' && (
        <AlertModal
          title={dialog.title}
          onClose={() => setDialog(null)}
          login={dialog.login ? { href: signInUrl('/dashboard?section=saved'), label: 'Log in', closeLabel: 'OK' } : undefined}
        >
          <p>{dialog.message}</p>
          {dialog.reason && <p>{dialog.reason}</p>}
        </AlertModal>
      )}
    </div>
  );
}
