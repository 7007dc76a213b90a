/**
 * A part's price facts as every screen shows them (issue 21), from the one rule in
 * domain/pricing: "at 4 shops · seen 23 Apr 2026", the spread, "only one shop lists it", the
 * offers far below the other shops, or an Estimate tag with its month and, when old, "may be far
 * off — no shop listed it on <day>". Cards, selector options, the chosen part, Where to buy and
 * the saved-build grid all render this, so they cannot drift apart.
 */
import type { PriceFacts } from '../../domain/catalogue/catalogue.ts';
import { priceNote, type PriceNote } from '../../domain/pricing/price-display.ts';

/** A price with no current shop offer: an Estimate tag and the month it dates from ("Estimate · Jun 2025" to a screen reader). */
export function EstimateTag({ month }: { month: string }) {
  return (
    <>
      <span className="price-tag">Estimate</span>
      {month && (
        <>
          <span className="visually-hidden"> · </span>
          <span className="price-note">{month}</span>
        </>
      )}
    </>
  );
}

/** The warning lines under a price: flagged offers, or an old estimate. */
export function PriceWarnings({ note }: { note: PriceNote }) {
  const text = note.kind === 'shops' ? note.flaggedText : note.stale;
  if (!text) return null;
  // The separator is for screen readers and copied text; on screen the warning takes its own line.
  return (
    <>
      <span className="visually-hidden">; </span>
      <span className={note.kind === 'shops' ? 'price-flag' : 'price-stale'} data-testid={note.kind === 'shops' ? 'price-flag' : 'price-stale'}>
        {text}
      </span>
    </>
  );
}

/**
 * The note under a price: where and when (or the estimate's tag and month), then the warnings.
 * `note` may be passed when the caller computed it already.
 */
export function PriceNoteLine({ part, note = priceNote(part) }: { part: PriceFacts & { price?: number }; note?: PriceNote }) {
  return (
    <>
      {note.kind === 'shops' ? <span className="price-note" data-testid="price-seen">{note.text}</span> : <EstimateTag month={note.month} />}
      <PriceWarnings note={note} />
    </>
  );
}
