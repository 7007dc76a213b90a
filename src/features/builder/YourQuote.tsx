/**
 * The summary's "Your prices" and "Your total" (issues 28, 29), loaded only once the build
 * carries a quoted price or a custom line: a first view of the builder has neither (its 120 KB
 * budget). The sections themselves are in YourQuoteDetails.tsx.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { quotesFor } from '../../domain/builder/your-quote.ts';
import { $custom, $quotes, $selection } from './store.ts';

const details = () => import('./YourQuoteDetails.tsx');
const Details = lazy(() => details().then((m) => ({ default: m.YourQuoteDetails })));
const TotalLine = lazy(() => details().then((m) => ({ default: m.YourTotalDetails })));

/** The builder's own prices when it has any, else null. */
function useYourPrices() {
  const selection = useStore($selection);
  const quotes = useStore($quotes);
  const custom = useStore($custom);
  return custom.length > 0 || Object.keys(quotesFor(selection, quotes)).length > 0 ? { selection, quotes, custom } : null;
}

export function YourQuote() {
  const yours = useYourPrices();
  return yours ? (
    <Suspense fallback={null}>
      <Details {...yours} />
    </Suspense>
  ) : null;
}

export function YourTotalLine() {
  const yours = useYourPrices();
  return yours ? (
    <Suspense fallback={null}>
      <TotalLine {...yours} />
    </Suspense>
  ) : null;
}
