/**
 * Runs the quote checker without freezing the page: in a Web Worker made when the first quote is
 * checked (so the page's first download carries none of the matcher), with the catalogue sent
 * once. Where a worker cannot be made or fails to load, the same code runs on the page from a
 * dynamic import. The pasted text never leaves the browser.
 */
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Purpose } from '../../domain/builder/purpose.ts';
import type { Correction } from '../../domain/quote/answer.ts';
import type { ReadQuote, ReadResult } from '../../domain/quote/reader.ts';
import type { Answer, Checker } from './quote-run.ts';

type Parts = Partial<PartsByCategory>;

export type ToQuoteWorker =
  | { type: 'catalogue'; parts: Parts }
  | { type: 'read'; id: number; text: string }
  | { type: 'answer'; id: number; quote: ReadQuote; corrections: Record<number, Correction>; purpose: Purpose };

export type FromQuoteWorker =
  | { type: 'read'; id: number; result: ReadResult; ms: number; indexMs: number }
  | { type: 'answer'; id: number; answer: Answer }
  | { type: 'error'; id: number; message: string };

export interface ReadReply {
  result: ReadResult;
  /** Reading alone, in the worker (or on the page), in milliseconds. */
  ms: number;
  indexMs: number;
}

type Request = { type: 'read'; text: string } | { type: 'answer'; quote: ReadQuote; corrections: Record<number, Correction>; purpose: Purpose };
interface Pending {
  request: Request;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let sentParts: Parts | null = null;
let parts: Parts | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let onPageChecker: Promise<Checker> | null = null;

/** Where a worker is missing: the checker on the page, loaded on first use. */
async function onPage(request: Request): Promise<unknown> {
  onPageChecker ??= import('./quote-run.ts').then(({ createChecker }) => createChecker(parts ?? {}));
  const checker = await onPageChecker;
  // Let the busy state paint before the page is held for the answer.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (request.type === 'read') return { ...checker.read(request.text), indexMs: checker.indexMs };
  return checker.answer(request.quote, request.corrections, request.purpose);
}

function giveUpOnWorker(): void {
  workerFailed = true;
  worker?.terminate();
  worker = null;
  const owed = [...pending.values()];
  pending.clear();
  for (const p of owed) onPage(p.request).then(p.resolve as (v: unknown) => void, p.reject);
}

function startWorker(): Worker | null {
  if (workerFailed || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./quote.worker.ts', import.meta.url), { type: 'module', name: 'quote-checker' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<FromQuoteWorker>) => {
    const message = event.data;
    const p = pending.get(message.id);
    if (!p) return;
    pending.delete(message.id);
    if (message.type === 'error') p.reject(new Error(message.message));
    else if (message.type === 'read') (p.resolve as (v: ReadReply) => void)({ result: message.result, ms: message.ms, indexMs: message.indexMs });
    else (p.resolve as (v: Answer) => void)(message.answer);
  };
  worker.onerror = () => giveUpOnWorker();
  return worker;
}

function ask<T>(request: Request): Promise<T> {
  const w = startWorker();
  if (!w) return onPage(request) as Promise<T>;
  if (sentParts !== parts) {
    w.postMessage({ type: 'catalogue', parts: parts ?? {} } satisfies ToQuoteWorker);
    sentParts = parts;
  }
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { request, resolve: resolve as (v: never) => void, reject });
    w.postMessage({ id, ...request } as ToQuoteWorker);
  });
}

/** The catalogue the checker reads quotes against (the page's own copy). */
export function setCatalogue(loaded: Parts): void {
  parts = loaded;
  onPageChecker = null;
}

/** Starts the worker and hands it the parts list, so the matcher is ready by the time the quote is checked. */
export function warmUp(): void {
  const w = startWorker();
  if (w && parts && sentParts !== parts) {
    w.postMessage({ type: 'catalogue', parts } satisfies ToQuoteWorker);
    sentParts = parts;
  }
}

export const readPasted = (text: string): Promise<ReadReply> => ask<ReadReply>({ type: 'read', text });
export const answerQuote = (quote: ReadQuote, corrections: Record<number, Correction>, purpose: Purpose): Promise<Answer> =>
  ask<Answer>({ type: 'answer', quote, corrections, purpose });
