/**
 * What the checker read (issue 28 item 1): every line of the quote, in order — each item with
 * the part it was read as and how sure, its notes, how it compares with other shops today, and a
 * way to correct it; totals and discounts as stated; notes and contact details (never shown
 * back) folded away, so that no line goes missing without a word.
 */
import { useState } from 'react';
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Category } from '../../domain/catalogue/categories.ts';
import { formatPeso } from '../../domain/format/money.ts';
import type { CheckedItem, Correction } from '../../domain/quote/answer.ts';
import type { QuoteItem, ReadQuote } from '../../domain/quote/reader.ts';
import { PERSONAL_LABELS } from '../../domain/quote/privacy.ts';
import { comparedText } from '../../domain/quote/text.ts';
import { PartPicker } from './PartPicker.tsx';

/** What a kind of part is called, one and many. */
const KIND_NOUNS: Record<Category, [string, string]> = {
  cpu: ['CPU', 'CPUs'],
  'cpu-cooler': ['CPU cooler', 'CPU coolers'],
  gpu: ['graphics card', 'graphics cards'],
  psu: ['power supply', 'power supplies'],
  mobo: ['motherboard', 'motherboards'],
  ram: ['memory kit', 'memory kits'],
  storage: ['drive', 'drives'],
  m2: ['M.2 SSD', 'M.2 SSDs'],
  case: ['case', 'cases'],
  keyboard: ['keyboard', 'keyboards'],
  mouse: ['mouse', 'mice'],
  headset: ['headset', 'headsets'],
  monitor: ['monitor', 'monitors'],
  'case-fan': ['case fan pack', 'case fan packs'],
  'thermal-paste': ['thermal paste', 'thermal pastes'],
  'wifi-card': ['Wi-Fi card', 'Wi-Fi cards'],
  os: ['operating system', 'operating systems'],
  ups: ['UPS or AVR', 'UPS and AVR units'],
};

const partsThatFit = (n: number, category: Category) => (n === 1 ? `1 ${KIND_NOUNS[category][0]} fits this line` : `${n} ${KIND_NOUNS[category][1]} fit this line`);

interface Props {
  quote: ReadQuote;
  parts: Partial<PartsByCategory>;
  checked: readonly CheckedItem[] | null;
  corrections: Readonly<Record<number, Correction>>;
  onCorrect: (index: number, correction: Correction | null) => void;
}

function Reading({ item, checked, parts }: { item: QuoteItem; checked: CheckedItem | undefined; parts: Partial<PartsByCategory> }) {
  const r = item.reading;
  if (checked?.status === 'left-out') return <span className="reading reading--out">Left out of the build</span>;
  if (checked?.part && checked.part.id !== (r.kind === 'part' ? r.partId : null)) {
    return (
      <span className="reading">
        <strong>{checked.part.name}</strong> <span className="chip-tag chip-tag--you">your choice</span>
      </span>
    );
  }
  if (checked?.status === 'custom' && r.kind !== 'custom') return <span className="reading reading--custom">A custom line (your choice)</span>;
  if (r.kind === 'part') {
    const name = checked?.part?.name ?? (parts[r.category] ?? []).find((p) => p.id === r.partId)?.name ?? r.partId;
    return (
      <span className="reading">
        <strong>{name}</strong> <span className={`chip-tag chip-tag--${r.confidence}`}>{r.confidence === 'sure' ? 'sure' : 'likely'}</span>
        {r.unstated.length > 0 && <small className="reading__unstated">The quote does not say: {r.unstated.join(', ')}</small>}
      </span>
    );
  }
  if (r.kind === 'choose') {
    return (
      <span className="reading reading--choose">
        <strong>{partsThatFit(r.candidates.length, r.category)}</strong> <span className="chip-tag chip-tag--choose">choose one</span>
      </span>
    );
  }
  return (
    <span className="reading reading--custom">
      Not in our parts list: kept as a custom line{r.category ? ` (${KIND_NOUNS[r.category][0]})` : ''}
    </span>
  );
}

export function QuoteLines({ quote, parts, checked, corrections, onCorrect }: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  const others = quote.lines.filter((l) => l.kind === 'note' || l.kind === 'contact');
  return (
    <section className="quote-lines card" aria-labelledby="read-title">
      <h2 id="read-title">What we read</h2>
      <ol className="quote-lines__list">
        {quote.lines.map((line) => {
          if (line.kind === 'note' || line.kind === 'contact') return null;
          if (line.kind === 'total' || line.kind === 'discount') {
            return (
              <li key={line.number} className="quote-line quote-line--sum" data-testid="quote-sum-line">
                <span className="quote-line__no">{line.number}</span>
                <span>{line.kind === 'total' ? 'The quote’s total' : 'Discount'}: {line.amounts!.map((a) => formatPeso(a)).join(' / ')}</span>
              </li>
            );
          }
          return (line.items ?? []).map((i) => {
            const item = quote.items[i]!;
            const check = checked?.[i];
            const candidates = item.reading.kind === 'choose' ? item.reading.candidates : item.reading.kind === 'custom' ? (item.reading.similar ?? []) : [];
            const category = check?.part?.type ?? (item.reading.kind === 'custom' ? item.reading.category : item.reading.category) ?? item.hint ?? 'cpu';
            return (
              <li key={`${line.number}-${i}`} className={`quote-line quote-line--${check?.status ?? item.reading.kind}`} data-testid="quote-item">
                <span className="quote-line__no">{line.number}</span>
                <div className="quote-line__body">
                  <p className="quote-line__text">
                    <span>{item.text}</span>
                    <strong className="quote-line__price">
                      {item.quantity > 1 && `${item.quantity} × `}
                      {item.price === null ? 'no price' : formatPeso(item.price)}
                    </strong>
                  </p>
                  <p className="quote-line__read">
                    <span className="quote-line__arrow" aria-hidden="true">→</span> <Reading item={item} checked={check} parts={parts} />
                  </p>
                  {item.notes.length > 0 && (
                    <ul className="quote-line__notes" aria-label="Notes">
                      {item.notes.map((n) => (
                        <li key={n.id}>{n.text}</li>
                      ))}
                    </ul>
                  )}
                  {check && <p className={`quote-line__compare quote-line__compare--${check.compared?.kind ?? check.status}`}>{comparedText(check)}</p>}
                  {editing === i ? (
                    <PartPicker
                      parts={parts}
                      category={category}
                      candidates={candidates}
                      current={check?.part?.id ?? null}
                      onCancel={() => setEditing(null)}
                      onPick={(correction) => {
                        onCorrect(i, correction);
                        setEditing(null);
                      }}
                    />
                  ) : (
                    <p className="quote-line__actions">
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(i)}>
                        {item.reading.kind === 'choose' && !corrections[i] ? 'Choose the part' : 'Change'}
                        <span className="visually-hidden"> (line {line.number})</span>
                      </button>
                      {corrections[i] && (
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onCorrect(i, null)}>
                          Undo my change
                        </button>
                      )}
                    </p>
                  )}
                </div>
              </li>
            );
          });
        })}
      </ol>
      {others.length > 0 && (
        <details className="quote-lines__others">
          <summary>
            {others.length} {others.length === 1 ? 'line is' : 'lines are'} not part of the build (notes{others.some((l) => l.kind === 'contact') ? ', contact details left out' : ''})
          </summary>
          <ul>
            {others.map((l) => (
              <li key={l.number}>
                <span className="quote-line__no">{l.number}</span>{' '}
                {l.kind === 'contact' ? <em>Contact details ({l.removed.map((k) => PERSONAL_LABELS[k]).join(', ')}): not shown, stored or shared</em> : l.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
