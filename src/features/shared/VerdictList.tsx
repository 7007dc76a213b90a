/**
 * A build's verdict as the dashboard and the gallery show it (issue 22: the builder's own, for
 * the build's purpose): problems in full (they stop the PC working), then notes a line each with
 * "more" (issue 20: notes are not issues), or the text for none.
 */
import { NoteList } from './NoteList.tsx';

export function VerdictList({ problems, notes, none, more = 0 }: { problems: readonly string[]; notes: readonly string[]; none: string; more?: number }) {
  if (problems.length + notes.length === 0) return <p className="details__ok">{none}</p>;
  return (
    <div className="verdict-list" data-testid="build-verdict">
      {problems.length > 0 && (
        <ul className="details__warnings" aria-label="Problems">
          {problems.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      <NoteList notes={notes} />
      {more > 0 && <p className="verdict-list__more">… and {more} more</p>}
    </div>
  );
}
