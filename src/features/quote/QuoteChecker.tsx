/**
 * The "Check a quote" screen (issue 28): paste what a shop sent, see every line read into a part
 * (and correct any), then the verdict, what other shops ask today and swaps for the same money;
 * open it in the builder with the quoted prices, share a short link, or copy the answer.
 *
 * The parts list and the matcher load only once a quote is pasted or typed; reading happens in a
 * Web Worker (quote-client.ts), so the pasted text never leaves the browser unless it is shared,
 * and then only the items as read (keep.ts).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import { CATEGORIES } from '../../domain/catalogue/categories.ts';
import { PURPOSES, PURPOSE_LABELS, DEFAULT_PURPOSE, purposeFrom, type Purpose } from '../../domain/builder/purpose.ts';
import { STORAGE_KEYS } from '../../domain/builder/persistence.ts';
import { formatManilaDate } from '../../domain/format/dates.ts';
import type { Correction } from '../../domain/quote/answer.ts';
import { fromShared, loadedBuildOf, toShared } from '../../domain/quote/keep.ts';
import { quoteLimitMessage, quoteLimitProblem } from '../../domain/quote/limits.ts';
import type { ReadQuote } from '../../domain/quote/reader.ts';
import { answerText } from '../../domain/quote/text.ts';
import { loadCatalogue } from '../shared/catalogue-client.ts';
import { answerQuote, readPasted, setCatalogue, warmUp } from './quote-client.ts';
import type { Answer } from './quote-run.ts';
import { QuoteAnswer } from './QuoteAnswer.tsx';
import { QuoteLines } from './QuoteLines.tsx';
import { SHARE_KEY, loadSharedQuote, shareLink, shareQuote } from './share-client.ts';
import { SAMPLE_QUOTE } from './sample.ts';

type Parts = Partial<PartsByCategory>;
type Status = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'error'; message: string; retry?: () => void };

let catalogueLoad: Promise<Parts | null> | null = null;
/** The whole parts list, once per page (a failed load is tried again on the next request). */
function catalogueOnce(): Promise<Parts | null> {
  catalogueLoad ??= loadCatalogue(CATEGORIES).then((res) => {
    if (!res.ok) {
      catalogueLoad = null;
      return null;
    }
    setCatalogue(res.parts);
    return res.parts;
  });
  return catalogueLoad;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/** The newest day a shop price was seen, for the answer's heading. */
function pricesSeen(parts: Parts): string {
  let newest = '';
  for (const list of Object.values(parts)) for (const p of list ?? []) if (p.priceSource === 'shops' && (p.priceAsOf ?? '') > newest) newest = p.priceAsOf!;
  return newest ? formatManilaDate(newest) : 'recently';
}

export default function QuoteChecker() {
  const id = useId();
  const [text, setText] = useState('');
  const [purpose, setPurpose] = useState<Purpose>(DEFAULT_PURPOSE);
  const [shop, setShop] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [parts, setParts] = useState<Parts | null>(null);
  const [quote, setQuote] = useState<ReadQuote | null>(null);
  const [corrections, setCorrections] = useState<Record<number, Correction>>({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [answering, setAnswering] = useState(false);
  const [sharedFrom, setSharedFrom] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const answerId = useRef(0);
  // Until the page's script runs, the form takes nothing (a click or text before it would be lost).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const ensureParts = useCallback(async (): Promise<Parts | null> => {
    const loaded = await catalogueOnce();
    if (loaded) setParts(loaded);
    return loaded;
  }, []);

  // A shared quote's link: read it back and check it against today's prices.
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get(SHARE_KEY);
    if (!shared) return;
    const open = async () => {
      setStatus({ kind: 'busy', what: 'Opening the shared quote…' });
      const [res, loaded] = await Promise.all([loadSharedQuote(shared), ensureParts()]);
      if (!res.ok) return setStatus({ kind: 'error', message: res.status === 404 ? 'This shared quote is not here (the link may be mistyped).' : `The shared quote could not be opened: ${res.error}`, retry: () => void open() });
      if (!loaded) return setStatus({ kind: 'error', message: 'The parts list did not load. Check your connection and try again.', retry: () => void open() });
      const { quote: q, corrections: c } = fromShared(res.data);
      setPurpose(purposeFrom(res.data.purpose));
      setShop(res.data.shop ?? '');
      setQuote(q);
      setCorrections(c);
      setSharedFrom(shared);
      setLink(shareLink(shared));
      setStatus({ kind: 'idle' });
    };
    void open();
  }, [ensureParts]);

  // The answer follows the reading, every correction and the purpose.
  useEffect(() => {
    if (!quote || !parts) return;
    const mine = ++answerId.current;
    setAnswering(true);
    answerQuote(quote, corrections, purpose).then(
      (a) => {
        if (mine !== answerId.current) return;
        setAnswer(a);
        setAnswering(false);
      },
      (error: Error) => {
        if (mine !== answerId.current) return;
        setAnswering(false);
        setStatus({ kind: 'error', message: `The answer could not be worked out: ${error.message}` });
      },
    );
  }, [quote, parts, corrections, purpose]);

  const check = async () => {
    const limit = quoteLimitProblem(text);
    if (limit) return setStatus({ kind: 'error', message: quoteLimitMessage(limit) });
    setStatus({ kind: 'busy', what: parts ? 'Reading the quote…' : 'Loading the parts list…' });
    const loaded = await ensureParts();
    if (!loaded) return setStatus({ kind: 'error', message: 'The parts list did not load, so the quote could not be read. Check your connection and try again.', retry: () => void check() });
    setStatus({ kind: 'busy', what: 'Reading the quote…' });
    // Marks for bench/quote.ts: the round trip, and inside it the reading itself and the index build.
    performance.mark('quote-read-start');
    const reply = await readPasted(text).catch((error: Error) => error);
    performance.mark('quote-read-end', { detail: reply instanceof Error ? null : { readMs: reply.ms, indexMs: reply.indexMs } });
    if (reply instanceof Error) return setStatus({ kind: 'error', message: `The quote could not be read: ${reply.message}` });
    if (!reply.result.ok) return setStatus({ kind: 'error', message: quoteLimitMessage(reply.result) });
    setAnswer(null);
    setCorrections({});
    setLink(null);
    setSharedFrom(null);
    setQuote(reply.result.quote);
    setStatus({ kind: 'idle' });
    window.history.replaceState(null, '', window.location.pathname);
    requestAnimationFrame(() => document.getElementById('read-title')?.scrollIntoView({ block: 'start' }));
  };

  const correct = (index: number, correction: Correction | null) => {
    setLink(null);
    setCorrections((c) => {
      const next = { ...c };
      if (correction) next[index] = correction;
      else delete next[index];
      return next;
    });
  };

  const source = () => ({ ...(shop.trim() && { shop: shop.trim().slice(0, 60) }), date: today() });

  const openInBuilder = () => {
    if (!answer) return;
    localStorage.setItem(STORAGE_KEYS.loadedBuild, JSON.stringify(loadedBuildOf(answer.check, purpose, source())));
    window.location.assign('/builder');
  };

  const share = async () => {
    if (!answer) return;
    setNotice(null);
    const res = await shareQuote(toShared(answer.check, purpose, source()));
    if (!res.ok) return setNotice(res.status === 429 ? 'Too many shared quotes from here just now. Please wait a minute and try again.' : `The quote could not be shared: ${res.error}`);
    const url = shareLink(res.data.id);
    setLink(url);
    await copy(url, 'Link copied. Anyone with it sees this checked quote (no names or numbers).');
  };

  const copy = async (value: string, done: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setNotice(done);
    } catch {
      setNotice('Copy did not work here: select the text below and copy it.');
      setFallbackText(value);
    }
  };
  const [fallbackText, setFallbackText] = useState<string | null>(null);

  const busy = status.kind === 'busy';
  const customLines = answer?.check.items.filter((c) => c.status === 'custom' && c.item.price !== null).length ?? 0;

  return (
    <div className="quote-checker">
      <form
        className="quote-form card"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <label className="field" htmlFor={`${id}-text`}>
          <span className="quote-form__label">The quote, as the shop sent it</span>
          <textarea
            id={`${id}-text`}
            name="quote"
            rows={10}
            value={text}
            placeholder={'e.g.\nR5 7600 tray — 10,950\nB650M DS3H — 8,450\n2x16 6000 CL36 — 6,990\nTotal: 26,390'}
            onChange={(e) => setText(e.target.value)}
            onInput={() => void ensureParts().then((loaded) => loaded && warmUp())}
            aria-describedby={`${id}-privacy`}
            spellCheck={false}
            readOnly={!hydrated}
          />
        </label>
        <p id={`${id}-privacy`} className="field-hint">
          Read on your phone or computer: nothing you paste is sent or kept unless you share it, and then only the parts and prices (no names,
          numbers or addresses).
        </p>
        <fieldset className="quote-form__purpose">
          <legend>What the PC is for</legend>
          {PURPOSES.map((p) => (
            <label key={p} className="chip">
              <input type="radio" name="purpose" value={p} checked={purpose === p} onChange={() => setPurpose(p)} /> {PURPOSE_LABELS[p]}
            </label>
          ))}
        </fieldset>
        <div className="quote-form__actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
            Check this quote
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setText(SAMPLE_QUOTE)} disabled={busy || !hydrated}>
            Try a sample quote
          </button>
        </div>
        {status.kind === 'busy' && (
          <p className="quote-form__status" role="status">
            {status.what}
          </p>
        )}
        {status.kind === 'error' && (
          <p className="field-error" role="alert">
            {status.message}{' '}
            {status.retry && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={status.retry}>
                Try again
              </button>
            )}
          </p>
        )}
      </form>

      {sharedFrom && (
        <p className="quote-checker__shared" role="status">
          A shared quote, checked against today’s prices.
        </p>
      )}

      {quote && parts && (
        <div className="quote-checker__result">
          <QuoteLines quote={quote} parts={parts} checked={answer?.check.items ?? null} corrections={corrections} onCorrect={correct} />
          {answer && (
            <div className="quote-checker__side">
              <QuoteAnswer check={answer.check} swaps={answering ? null : answer.swaps} working={answering} />
              <section className="quote-keep card" aria-labelledby="keep-title">
              <h2 id="keep-title">Keep it</h2>
              <label className="field" htmlFor={`${id}-shop`}>
                <span>Shop that quoted it (optional)</span>
                <input id={`${id}-shop`} value={shop} maxLength={60} onChange={(e) => setShop(e.target.value)} placeholder="e.g. PC Express" autoComplete="off" />
              </label>
              <div className="quote-keep__actions">
                <button type="button" className="btn btn-primary" onClick={openInBuilder}>
                  Open in builder
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => void share()}>
                  Share link
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => void copy(answerText(answer.check, answer.swaps, { pricesSeen: pricesSeen(parts), ...(link && { link }) }), 'Answer copied: paste it in Messenger or your group.')}>
                  Copy the answer
                </button>
              </div>
              <p className="field-hint">
                The builder keeps each quoted price as “your quote” beside today’s prices.
                {customLines > 0 && ` ${customLines === 1 ? 'One custom line stays' : `${customLines} custom lines stay`} here: the builder takes catalogue parts only.`}
              </p>
              {link && (
                <p className="quote-keep__link" data-testid="share-link">
                  <a href={link}>{link}</a>
                </p>
              )}
              {notice && (
                <p className="quote-keep__notice" role="status">
                  {notice}
                </p>
              )}
              {fallbackText && <textarea className="quote-keep__fallback" readOnly rows={8} value={fallbackText} onFocus={(e) => e.currentTarget.select()} />}
              </section>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
