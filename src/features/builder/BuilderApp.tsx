/**
 * The builder screen (spec §2.8): selectors on the left, the live summary on the right, the
 * save flow (its dialogs are BuilderDialogs.tsx). Rules come from src/domain/builder; this file wires them to the page.
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import {
  EDIT_BANNER,
  LOGIN_REQUIRED,
  NOTHING_SELECTED,
  SAVE_ERROR_TITLE,
  SAVED_BUILDS_HREF,
  SAVED_BUILDS_LINK,
  UNTITLED_BUILD,
  editingTitle,
  saveFailedMessage,
  saveGate,
  savePayload,
  savedTitle,
} from '../../domain/builder/save.ts';
import { fitMessage, findPart, placePart } from '../../domain/builder/add-part.ts';
import { shortName } from '../../domain/builder/labels.ts';
import { unlistedNotice } from '../../domain/builder/persistence.ts';
import { emptySelection, isEmptySelection } from '../../domain/builder/selection.ts';
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import { AVAILABILITY_NOTICE } from '../../domain/site/site.ts';
import { $session, followSession } from '../shared/session-store.ts';
import { BuildSummary } from './BuildSummary.tsx';
import { Dock } from './Dock.tsx';
import {
  autosaveDraft,
  draftObject,
  forgetKeptDraft,
  keepDraft,
  permalinkQuery,
  readEditing,
  readKeptDraft,
  restoreSelection,
  writeEditing,
  type Editing,
  type Mode,
} from './draft.ts';
import { BuilderActions, type SaveKind } from './BuilderActions.tsx';
import { PartList } from './PartList.tsx';
import { PurposePicker } from './PurposePicker.tsx';
import { sendBuild } from './save-client.ts';
import { SuggestPanel } from './SuggestPanel.tsx';
import type { Dialog, Stored } from './BuilderDialogs.tsx';
import { loadSaveDialogs } from './save-dialogs.ts';
import {
  $budget,
  $catalogue,
  $notice,
  $purpose,
  $quotes,
  $custom,
  $result,
  $selection,
  $unlisted,
  applyChange,
  fetchBuilderCatalogue,
  replaceSelection,
} from './store.ts';
import { CatalogueFailed } from './CatalogueFailed.tsx';
import { lookupIn } from '../../catalogue/lookup.ts';
import { SAVE_UNREACHABLE } from '../../domain/site/situations.ts';

// Dialogs open on a click or a shared link, never on a first view: their code loads then, or as
// soon as a signed-in person may save (the builder's budget).
const loadDialogs = () => import('./BuilderDialogs.tsx');
const BuilderDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.BuilderDialogs })));

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; loaded: Partial<PartsByCategory>; retrying: boolean };

/** Issue 12: a database card's "Add to build" opens /builder?add={id}; the part joins the draft. */
function addFromDatabase(id: string, catalogue: PartsByCategory): string | null {
  const part = findPart(catalogue, id);
  if (!part) return 'That part is not in the catalogue any more.';
  const placement = placePart($selection.get(), part);
  if (!placement.placed) return fitMessage(placement, part);
  const conflicts = placement.conflicts.length ? ` It does not fit your current build: ${placement.conflicts.join('; ')}.` : '';
  applyChange({ selection: placement.selection, removed: placement.removed }, `${shortName(part)} added to your build.${conflicts}`);
  return null;
}

export default function BuilderApp({ mode = 'new' }: { mode?: Mode }) {
  const catalogue = useStore($catalogue);
  const selection = useStore($selection);
  const session = useStore($session);
  const purpose = useStore($purpose);
  const unlisted = useStore($unlisted);
  const budget = useStore($budget);
  const quotes = useStore($quotes);
  const custom = useStore($custom);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [kept, setKept] = useState<Stored | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>({ id: null, name: '', description: '' });

  // Issue 20: nothing is restored, and nothing stored is touched, until every category has
  // loaded; a failed or partial load says so, with Retry (and tries again when the browser is
  // back online).
  const start = useCallback(
    async (already: Partial<PartsByCategory>) => {
      // Issue 25: the edit page with no saved build to edit is the builder.
      if (mode === 'edit' && !readEditing().id) return window.location.replace('/builder');
      setLoad((l) => (l.status === 'failed' ? { ...l, retrying: true } : l));
      const res = await fetchBuilderCatalogue(already);
      if (!res.ok) return setLoad({ status: 'failed', loaded: res.loaded, retrying: false });
      const loaded = res.parts;
      $catalogue.set(loaded);
      const lookup = lookupIn(loaded);
      const query = window.location.search;
      const restored = restoreSelection(mode, query, lookup);
      replaceSelection(restored.selection, restored.missing);
      $purpose.set(restored.purpose);
      $quotes.set(restored.quotes);
      $custom.set(restored.custom);
      if (restored.budget !== null) $budget.set(restored.budget);
      const addId = new URLSearchParams(query).get('add');
      // The link has done its job: Back and reload show the person's own draft from here on.
      if (restored.source === 'permalink' || restored.offered || addId) history.replaceState(null, '', window.location.pathname);
      if (restored.missing.length) setNotice(unlistedNotice(restored.missing));
      if (restored.offered) setDialog({ kind: 'shared', offered: restored.offered });
      if (addId) {
        const refused = addFromDatabase(addId, loaded);
        if (refused) $notice.set({ message: refused, before: null });
      }
      setKept(readKeptDraft(lookup));
      if (mode === 'edit') setEditing(readEditing());
      setLoad({ status: 'ready' });
    },
    [mode],
  );

  useEffect(() => {
    followSession();
    void start({});
  }, [start]);
  useEffect(() => {
    if (!session.token) return;
    void loadDialogs();
    void loadSaveDialogs();
  }, [session.token]);

  const failedLoad = load.status === 'failed' ? load : null;
  useEffect(() => {
    if (!failedLoad || failedLoad.retrying) return;
    const again = () => void start(failedLoad.loaded);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failedLoad, start]);
  const ready = load.status === 'ready';

  // Autosave only once the stored build has been restored, or the empty start would erase it.
  useEffect(() => {
    if (ready) autosaveDraft(selection, purpose, unlisted, quotes, budget, custom);
  }, [ready, selection, purpose, unlisted, quotes, budget, custom]);

  const openShared = (offered: Stored) => {
    keepDraft(draftObject($selection.get(), $purpose.get(), $unlisted.get(), $quotes.get(), null, $custom.get()));
    replaceSelection(offered.selection, offered.missing);
    $purpose.set(offered.purpose);
    $quotes.set(offered.quotes ?? {});
    $custom.set(offered.custom ?? []);
    setKept(readKeptDraft(lookupIn($catalogue.get() ?? {})));
    setNotice(offered.missing.length ? unlistedNotice(offered.missing) : null);
    setDialog(null);
  };
  const restoreKept = () => {
    if (!kept) return;
    replaceSelection(kept.selection, kept.missing);
    $purpose.set(kept.purpose);
    $quotes.set(kept.quotes ?? {});
    $custom.set(kept.custom ?? []);
    forgetKeptDraft();
    setKept(null);
  };
  const discardKept = () => {
    forgetKeptDraft();
    setKept(null);
  };

  const flash = useCallback((message: string) => {
    setNotice(message);
    window.setTimeout(() => setNotice((n) => (n === message ? null : n)), 4000);
  }, []);

  const onSaveClick = (as: SaveKind) => {
    const gate = saveGate(Boolean(session.token), $selection.get());
    if (gate === 'login-required') setDialog({ kind: 'alert', ...LOGIN_REQUIRED });
    else if (gate === 'nothing-selected') setDialog({ kind: 'alert', ...NOTHING_SELECTED });
    else setDialog({ kind: 'name', as });
  };

  const save = async (name: string, description: string, as: SaveKind) => {
    const token = session.token;
    if (!token) return setDialog({ kind: 'alert', ...LOGIN_REQUIRED });
    setSaving(true);
    const payload = savePayload(name, description, $selection.get(), $result.get(), $quotes.get(), $custom.get());
    const outcome = await sendBuild(payload, token, mode === 'edit' && as === 'save' ? editing.id : null);
    setSaving(false);
    if (!outcome.ok) {
      // Spec §8's 'Save failed: ', then plain words (issue 20); a session the server ended offers
      // sign-in that comes back here, where the draft waits.
      // The error table came with the save dialogs (loaded once signed in, before any save); if
      // even that never reached the page, the offline words stand in for it.
      const table = await loadSaveDialogs().then(([, , m]) => m, () => null);
      const said = table ? table.explainFailure(outcome.failure, 'build') : { message: SAVE_UNREACHABLE, action: 'retry' };
      setDialog({ kind: 'alert', title: SAVE_ERROR_TITLE, message: saveFailedMessage(said.message), signIn: said.action === 'sign-in' });
      return;
    }
    const saved = { title: savedTitle(outcome.warnings), name: payload.name || UNTITLED_BUILD, warnings: outcome.warnings, id: outcome.id };
    setDialog({ kind: 'saved', ...saved });
    // The build stays on screen, new or edited (DESIGN.md deviation from spec §4; issue 25: no
    // timed redirect after an edit). Editing goes on with what was just saved: a new name, or
    // the new build "Save as new" made.
    if (mode === 'edit') {
      const next = { id: outcome.id ?? editing.id, name: payload.name || UNTITLED_BUILD, description: payload.description };
      writeEditing(next);
      setEditing(next);
    }
  };

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      flash(done);
    } catch {
      setDialog({ kind: 'text', text });
    }
  };
  // Copy as text loads its module when pressed (the builder's budget); the copy follows at once.
  // Offline, that load fails: say so rather than let the press do nothing.
  const copyAsText = async () => {
    const { buildAsText } = await import('../../domain/builder/build-text.ts').catch(() => ({ buildAsText: null }));
    if (!buildAsText) return flash(SAVE_UNREACHABLE);
    await copy(buildAsText($selection.get(), $result.get(), permalink(), { quotes: $quotes.get(), custom: $custom.get() }), 'Parts list copied as text.');
  };
  const permalink = () => `${window.location.origin}/builder?${permalinkQuery($selection.get(), $purpose.get(), $custom.get())}`;
  // After signing in (or signing up), come back here: the draft is in local storage (issue 12).
  const here = mode === 'edit' ? '/builder/edit' : '/builder';
  const loginHref = `/login?next=${here}`;
  const empty = isEmptySelection(selection);

  const actions = (
    <BuilderActions
      mode={mode}
      signedIn={Boolean(session.token)}
      canSave={Boolean(catalogue) && !saving}
      empty={empty}
      loginHref={loginHref}
      notice={notice}
      onSave={onSaveClick}
      onCopyLink={() => void copy(permalink(), 'Link copied. Anyone with it sees this build.')}
      onCopyText={() => void copyAsText()}
      onClear={() => setDialog({ kind: 'confirm-clear' })}
      shortLinkRequest={() => ({ kind: 'draft', parts: savePayload('', '', $selection.get(), $result.get(), $quotes.get()).parts, purpose: $purpose.get() })}
      onShortLink={(message, link) => (link ? setDialog({ kind: 'text', text: link }) : flash(message))}
    />
  );

  return (
    <div className="builder">
      {mode === 'edit' && (
        <>
          <header className="page-head builder__edit-head">
            <h1>{editingTitle(editing.name)}</h1>
            <p>
              <a href={SAVED_BUILDS_HREF}>{SAVED_BUILDS_LINK}</a>
            </p>
          </header>
          <p className="builder__edit-banner">{EDIT_BANNER}</p>
        </>
      )}
      <p className="builder__availability">{AVAILABILITY_NOTICE}</p>
      {kept && (
        <div className="builder__kept" role="status" data-testid="kept-draft">
          <p>Your own draft is kept{kept.selection.cpu ? ` (with the ${shortName(kept.selection.cpu)})` : ''}. You can go back to it.</p>
          <div>
            <button type="button" className="btn btn-primary" onClick={restoreKept}>
              Restore my draft
            </button>
            <button type="button" className="btn btn-ghost" onClick={discardKept}>
              Discard it
            </button>
          </div>
        </div>
      )}

      {failedLoad ? (
        <CatalogueFailed retrying={failedLoad.retrying} onRetry={() => void start(failedLoad.loaded)} />
      ) : (
        <>
          {/* One purpose for the Suggest panel and the builder's verdict (issue 23). */}
          <PurposePicker />
          <SuggestPanel />
          <div className="builder__layout">
            <div className="builder__parts">
              <PartList catalogue={catalogue} />
            </div>
            <aside className="builder__side">
              <BuildSummary actions={actions} />
            </aside>
          </div>
          <Dock />
        </>
      )}

      {dialog && (
        <Suspense fallback={null}>
          <BuilderDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            here={here}
            editing={editing}
            saving={saving}
            onSave={(name, description, as) => void save(name, description, as)}
            onOpenShared={openShared}
            onClear={() => {
              replaceSelection(emptySelection());
              $quotes.set({});
              $custom.set([]);
              setDialog(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

