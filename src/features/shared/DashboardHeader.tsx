/**
 * The dashboard header (spec §2.7): hamburger menu, profile dropdown ('Signed in as'),
 * Dashboard, Account Settings, and Log Out behind a confirmation. Issue 25: at desktop width
 * the site's own navigation stays in the bar (as on every public page); on phones the
 * hamburger menu holds every section — the site's, the dashboard's, settings and log out.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from './Modal.tsx';
import { $session, followSession } from './session-store.ts';
import { signOut } from './session-actions.ts';
import { DEFAULT_AVATAR, avatarOf, chipName } from './stored-session.ts';
import { NAV_LINKS } from '../../domain/site/site.ts';
import { SECTIONS, SECTION_LABELS } from '../../domain/saved-builds/dashboard.ts';
import './dashboard-header.css';

export const LOGOUT_QUESTION = 'Are you sure you want to log out?';

export function DashboardHeader({ smallScreen = false }: { smallScreen?: boolean }) {
  const session = useStore($session);
  const [menu, setMenu] = useState(false);
  const [profile, setProfile] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const root = useRef<HTMLElement>(null);
  const [path, setPath] = useState('');

  useEffect(() => {
    setPath(window.location.pathname);
    followSession();
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) {
        setMenu(false);
        setProfile(false);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenu(false);
        setProfile(false);
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const user = session.user;
  const avatar = avatarOf(user);
  return (
    <header className={`dash-header ${smallScreen ? 'dash-header--small' : ''}`} ref={root}>
      <div className="container dash-header__bar">
        <button
          type="button"
          className="dash-icon dash-menu-toggle"
          aria-label="Menu"
          aria-expanded={menu}
          aria-controls="dash-menu"
          onClick={() => setMenu((m) => !m)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <a className="dash-brand" href="/">
          <img src="/images/logo.svg" alt="" width="30" height="30" /> <span className="dash-brand__name">PC Builder PH</span>
        </a>
        <nav className="dash-site-nav" aria-label="Main">
          <SiteLinks path={path} />
        </nav>
        <div className="dash-profile">
          <button type="button" className="user-chip" aria-haspopup="menu" aria-expanded={profile} onClick={() => setProfile((p) => !p)}>
            <img src={avatar} alt="" width="32" height="32" onError={(e) => (e.currentTarget.src = DEFAULT_AVATAR)} />
            <span className="dash-profile__name">{chipName(user)}</span>
          </button>
          {profile && (
            <div className="menu-panel" role="menu">
              <div className="menu-panel__who">
                <small>Signed in as</small>
                <strong>{chipName(user)}</strong>
                <span>{user?.email}</span>
              </div>
              <a role="menuitem" href="/dashboard">
                Dashboard
              </a>
              <a role="menuitem" href="/settings">
                Account Settings
              </a>
              <button
                role="menuitem"
                type="button"
                onClick={() => {
                  setProfile(false);
                  setConfirm(true);
                }}
              >
                Log Out
              </button>
            </div>
          )}
        </div>
      </div>
      {menu && (
        <nav id="dash-menu" className="dash-menu container" aria-label="Menu">
          <SiteLinks path={path} />
          <p className="dash-menu__group">Your account</p>
          {SECTIONS.map((section) => (
            <a key={section} href={`/dashboard?section=${section}`}>
              {SECTION_LABELS[section]}
            </a>
          ))}
          <a href="/settings" aria-current={path === '/settings' ? 'page' : undefined}>
            Account Settings
          </a>
          <button
            type="button"
            className="dash-menu__logout"
            onClick={() => {
              setMenu(false);
              setConfirm(true);
            }}
          >
            Log Out
          </button>
        </nav>
      )}
      <LogoutConfirm open={confirm} onCancel={() => setConfirm(false)} />
    </header>
  );
}

function SiteLinks({ path }: { path: string }) {
  return (
    <>
      {NAV_LINKS.map((link) => (
        <a key={link.href} href={link.href} aria-current={path === link.href || path.startsWith(`${link.href}/`) ? 'page' : undefined}>
          {link.label}
        </a>
      ))}
    </>
  );
}

/** 'Are you sure you want to log out?' with Yes and Cancel; Yes ends the session and goes home. */
export function LogoutConfirm({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  if (!open) return null;
  return (
    <ConfirmModal title="Log Out" confirm="Yes" onConfirm={() => void signOut()} onCancel={onCancel}>
      <p>{LOGOUT_QUESTION}</p>
    </ConfirmModal>
  );
}
