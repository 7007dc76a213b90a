/**
 * A build's parts by group with their prices (spec §2.11 details modal, §2.13 parts grid): the
 * dashboard's details and the gallery's detail modal show the same grid. Styles: build-details.css.
 */
import { UNLISTED_TEXT, partGroups } from '../../domain/saved-builds/dashboard.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { priceNote } from '../../domain/pricing/price-display.ts';
import type { SavedPart, SavedParts } from '../../domain/saved-builds/saved-build.ts';
import { PriceWarnings } from './PriceNote.tsx';

/** Where and when the price was seen (or that it is an estimate), and any warning (issue 21). */
function SeenLine({ part }: { part: SavedPart }) {
  const note = priceNote(part);
  return (
    <>
      <span className="details__part-seen">{note.text}</span>
      <PriceWarnings note={note} />
    </>
  );
}

/** `onlyChosen`: leave out the groups the build has nothing in. */
export function PartsGrid({ parts, onlyChosen = false }: { parts: Partial<SavedParts>; onlyChosen?: boolean }) {
  return (
    <dl className="details__parts">
      {partGroups(parts, onlyChosen).map((group) => (
        <div key={group.label} className="details__group">
          <dt>{group.label}</dt>
          {group.parts.length === 0 ? (
            <dd className="details__none">None</dd>
          ) : (
            group.parts.map((p, i) => (
              <dd key={`${p.id}-${i}`} className={p.unlisted ? 'is-unlisted' : ''}>
                <span className="details__part-name">
                  {p.name}
                  {p.unlisted && <em className="details__unlisted"> ({UNLISTED_TEXT})</em>}
                </span>
                <span className="details__part-price">
                  {formatPeso(p.price)}
                  {(p.priceSource || p.priceAsOf) && <SeenLine part={p} />}
                </span>
              </dd>
            ))
          )}
        </div>
      ))}
    </dl>
  );
}
