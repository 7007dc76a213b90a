/**
 * The dashboard's collapsible sidebar (spec §2.11): the three sections and a way to the builder.
 * Collapsed it is a rail of icons whose names stay readable to screen readers.
 */
import type { ReactNode } from 'react';
import { SECTIONS, SECTION_LABELS, type Section } from '../../domain/saved-builds/dashboard.ts';

const ICONS: Record<Section | 'new' | 'toggle', ReactNode> = {
  overview: <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  saved: <path d="M6 3h12v18l-6-4-6 4z" />,
  history: <path d="M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 4v4h4" />,
  new: <path d="M12 5v14M5 12h14" />,
  toggle: <path d="M4 5h16v14H4zM9 5v14" />,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      className="dash-nav__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {ICONS[name]}
    </svg>
  );
}

export interface SidebarProps {
  section: Section;
  collapsed: boolean;
  onSection: (section: Section) => void;
  onToggle: () => void;
}

export function Sidebar({ section, collapsed, onSection, onToggle }: SidebarProps) {
  return (
    <aside className="dash-sidebar" aria-label="Dashboard">
      <div className="dash-sidebar__inner">
        <button
          type="button"
          className="dash-sidebar__toggle"
          aria-expanded={!collapsed}
          aria-controls="dash-nav"
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={onToggle}
        >
          <Icon name="toggle" />
          <span className="dash-nav__label">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
        </button>
        <nav id="dash-nav" className="dash-nav" aria-label="Dashboard sections">
          {SECTIONS.map((s) => (
            <a
              key={s}
              href={`/dashboard?section=${s}`}
              aria-current={s === section ? 'page' : undefined}
              title={SECTION_LABELS[s]}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onSection(s);
              }}
            >
              <Icon name={s} />
              <span className="dash-nav__label">{SECTION_LABELS[s]}</span>
            </a>
          ))}
          <a className="dash-nav__new" href="/builder" title="New Build">
            <Icon name="new" />
            <span className="dash-nav__label">New Build</span>
          </a>
        </nav>
      </div>
    </aside>
  );
}
