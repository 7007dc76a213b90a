/**
 * Notes (issue 20): something that works with a cost or needs a step, not a fault. Each long
 * note shows one line with "more"; a click opens the whole text (a <details>, so it works
 * without script and the full text is always in the accessible name). A note that carries its
 * reason (issue 25: the BIOS note) shows its line whole and the reason behind "why?". Problems
 * are listed whole elsewhere: they need reading.
 */
import { noteParts } from '../../domain/builder/note-parts.ts';
import './notes.css';

/** Notes shorter than this fit on a line at phone width: shown whole, without "more". */
const ONE_LINE_CHARS = 48;

export function NoteList({ notes, label = 'Notes' }: { notes: readonly string[]; label?: string }) {
  if (notes.length === 0) return null;
  return (
    <ul className="note-list" aria-label={label}>
      {notes.map((note) => (
        <li key={note} className="note">
          {noteParts(note).why !== null ? (
            <NoteWithWhy {...noteParts(note)} />
          ) : note.length <= ONE_LINE_CHARS ? (
            <span className="note__text">{note}</span>
          ) : (
            <details>
              <summary>
                <span className="note__text note__text--clamped">{note}</span>
                <span className="note__more" aria-hidden="true" />
              </summary>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function NoteWithWhy({ line, why }: { line: string; why: string | null }) {
  return (
    <>
      <span className="note__text">{line}</span>{' '}
      <details className="note__why">
        <summary>why?</summary>
        <p>{why}</p>
      </details>
    </>
  );
}
