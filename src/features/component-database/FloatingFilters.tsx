import { useEffect, useRef, useState, type RefObject } from 'react';
import { FILTER_POPOVER_CLOSE_MS, showFloatingFilter } from '../../domain/catalogue/component-list.ts';
import { lockScroll } from '../shared/scroll-lock.ts';
import { Controls, type ControlsProps } from './Controls.tsx';

type Popover = 'closed' | 'open' | 'closing';

/** The floating Filters button and its popover (spec §2.9): Escape or an outside click closes. */
export function FloatingFilters({ controls, watch }: { controls: ControlsProps; watch: RefObject<HTMLElement | null> }) {
  const [visible, setVisible] = useState(false);
  const [popover, setPopover] = useState<Popover>('closed');
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let controlsInView = true;
    let lastY = window.scrollY;
    let scrollingUp = false;
    const update = () => setVisible(showFloatingFilter({ controlsInView, scrollingUp, y: window.scrollY }));
    const observer = new IntersectionObserver(([entry]) => {
      controlsInView = entry?.isIntersecting ?? true;
      update();
    });
    if (watch.current) observer.observe(watch.current);
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== lastY) scrollingUp = y < lastY;
      lastY = y;
      update();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [watch]);

  const close = () => setPopover((p) => (p === 'open' ? 'closing' : p));

  useEffect(() => {
    if (popover === 'closing') {
      const timer = setTimeout(() => setPopover('closed'), FILTER_POPOVER_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    if (popover !== 'open') return;
    const release = lockScroll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    panel.current?.querySelector<HTMLElement>('button, input')?.focus();
    return () => {
      release();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [popover]);

  if (!visible && popover === 'closed') return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-primary db-fab"
        aria-expanded={popover === 'open'}
        aria-controls="db-filter-popover"
        onClick={() => setPopover((p) => (p === 'open' ? 'closing' : 'open'))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Filters
      </button>
      {popover !== 'closed' && (
        <div
          ref={panel}
          id="db-filter-popover"
          className={`db-popover ${popover === 'closing' ? 'is-closing' : ''}`}
          role="dialog"
          aria-label="Filters"
          data-state={popover}
          style={{ animationDuration: `${FILTER_POPOVER_CLOSE_MS}ms` }}
        >
          <div className="db-popover__head">
            <h2>Filters</h2>
            <button type="button" className="db-popover__close" aria-label="Close filters" onClick={close}>
              ×
            </button>
          </div>
          <Controls
            {...controls}
            onFilter={(filter) => {
              controls.onFilter(filter);
              // Show the start of the new list rather than wherever the old one had scrolled to.
              watch.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      )}
    </>
  );
}
