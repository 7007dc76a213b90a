/**
 * The answer (issue 28 item 2): the builder's verdict on the quoted build for its purpose, the
 * totals against other shops today, and swaps for the same money; then what to do with it —
 * open it in the builder (quoted prices kept as "your quote"), share a short link, or copy the
 * answer as text for Messenger.
 */
import type { SwapAnswer } from '../../domain/quote/swaps.ts';
import type { QuoteCheck } from '../../domain/quote/answer.ts';
import { swapSentence, totalsText, uncheckedText } from '../../domain/quote/text.ts';

interface Props {
  check: QuoteCheck;
  swaps: SwapAnswer | null;
  working: boolean;
}

export function QuoteAnswer({ check, swaps, working }: Props) {
  const v = check.verdict;
  const choices = check.items.filter((c) => c.status === 'choose').length;
  return (
    <section className="quote-answer card" aria-labelledby="answer-title" data-testid="quote-answer">
      <h2 id="answer-title">The answer</h2>
      <div className={`verdict verdict--${v.compatSeverity}`} data-testid="quote-verdict">
        <strong>{check.verdictLine}</strong>
        {v.problems.length > 0 && (
          <ul className="quote-answer__problems">
            {v.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {v.notes.length > 0 && (
          <ul className="quote-answer__notes">
            {v.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {uncheckedText(check) && <p className="quote-answer__hint">{uncheckedText(check)}</p>}
        {choices > 0 && <p className="quote-answer__hint">{choices === 1 ? 'One line needs' : `${choices} lines need`} a part chosen before the verdict counts {choices === 1 ? 'it' : 'them'}.</p>}
      </div>
      <div className="quote-answer__totals" data-testid="quote-totals">
        {totalsText(check).map((t) => (
          <p key={t}>{t}</p>
        ))}
      </div>
      <h3>For the same money</h3>
      {working && !swaps ? (
        <p className="quote-answer__hint" role="status">
          Working out swaps…
        </p>
      ) : swaps && swaps.swaps.length > 0 ? (
        <ul className="quote-answer__swaps" data-testid="quote-swaps">
          {swaps.swaps.map((s) => (
            <li key={s.changes.map((c) => c.to.id).join()}>
              <p>{swapSentence(s)}</p>
              {s.reason && <small>{s.reason}</small>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="quote-answer__hint" data-testid="quote-swaps-none">
          {swaps?.note ?? 'No swap to suggest.'}
        </p>
      )}
    </section>
  );
}
