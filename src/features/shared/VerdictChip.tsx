/**
 * A build's verdict in one chip (issue 25): "1 problem: no CPU cooler", "Compatible, with 2
 * notes", "Compatible". Read from the verdict's summary, so the page ships no rules.
 */
import { verdictChip, type VerdictSummary } from '../../domain/saved-builds/build-verdict.ts';
import './verdict-chip.css';

export function VerdictChip({ verdict }: { verdict: VerdictSummary }) {
  const { tone, text } = verdictChip(verdict);
  return (
    <span className={`verdict-chip verdict-chip--${tone}`} data-testid="verdict-chip">
      {text}
    </span>
  );
}
