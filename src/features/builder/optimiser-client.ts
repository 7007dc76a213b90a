/**
 * Asks the optimiser for a suggestion without freezing the page: in a Web Worker, made on the
 * first request (so the builder's first download carries none of the optimiser), with the
 * catalogue sent once and then only inputs. Where a worker cannot be made or fails to load, the
 * same code runs on the page from a dynamic import, after the busy state has painted.
 */
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { OptimiseResult } from '../../domain/optimiser/types.ts';
import type { Suggester } from './suggest-run.ts';
import type { FromWorker, SuggestInput, ToWorker } from './suggest.ts';

type Parts = Partial<PartsByCategory>;
interface Pending {
  parts: Parts;
  input: SuggestInput;
  resolve: (result: OptimiseResult) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let sentParts: Parts | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
const suggesters = new WeakMap<Parts, Suggester>();

/** Where a worker is missing: the optimiser on the page, loaded on first use. */
async function onPage(parts: Parts, input: SuggestInput): Promise<OptimiseResult> {
  const { createSuggester } = await import('./suggest-run.ts');
  // Let the busy state paint before the page is held for the answer.
  await new Promise((resolve) => setTimeout(resolve, 0));
  let suggester = suggesters.get(parts);
  if (!suggester) suggesters.set(parts, (suggester = createSuggester(parts)));
  return suggester.suggest(input);
}

/** The worker could not load or broke: what it still owes is answered on the page. */
function giveUpOnWorker(): void {
  workerFailed = true;
  worker?.terminate();
  worker = null;
  sentParts = null;
  const owed = [...pending.values()];
  pending.clear();
  for (const p of owed) onPage(p.parts, p.input).then(p.resolve, p.reject);
}

function startWorker(): Worker | null {
  if (workerFailed || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./optimiser.worker.ts', import.meta.url), { type: 'module', name: 'optimiser' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    const p = pending.get(message.id);
    if (!p) return;
    pending.delete(message.id);
    if (message.type === 'result') p.resolve(message.result);
    else p.reject(new Error(message.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    giveUpOnWorker();
  };
  worker.onmessageerror = giveUpOnWorker;
  return worker;
}

/** The optimiser's answer for the panel's inputs, over the builder's catalogue. */
export function suggestBuild(parts: Parts, input: SuggestInput): Promise<OptimiseResult> {
  const w = startWorker();
  if (!w) return onPage(parts, input);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { parts, input, resolve, reject });
    if (sentParts !== parts) {
      w.postMessage({ type: 'catalogue', parts } satisfies ToWorker);
      sentParts = parts;
    }
    w.postMessage({ type: 'suggest', id, input } satisfies ToWorker);
  });
}

/** Starts the worker and hands it the catalogue before the first click (the panel calls it when opened). */
export function warmOptimiser(parts: Parts): void {
  const w = startWorker();
  if (w && sentParts !== parts) {
    w.postMessage({ type: 'catalogue', parts } satisfies ToWorker);
    sentParts = parts;
  }
}
