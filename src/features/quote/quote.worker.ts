/**
 * The quote checker off the page's main thread: the page sends the catalogue once, then quotes
 * to read and readings to answer; each answer carries its request's id. Nothing leaves the
 * browser: the pasted text is read here (issue 28 item 4).
 */
import { createChecker, type Checker } from './quote-run.ts';
import type { FromQuoteWorker, ToQuoteWorker } from './quote-client.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToQuoteWorker>) => void) | null;
  postMessage(message: FromQuoteWorker): void;
}
const scope = self as unknown as WorkerScope;
let checker: Checker | null = null;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'catalogue') {
    checker = createChecker(message.parts);
    return;
  }
  try {
    if (!checker) throw new Error('The parts list has not reached the checker yet.');
    if (message.type === 'read') scope.postMessage({ type: 'read', id: message.id, ...checker.read(message.text), indexMs: checker.indexMs });
    else scope.postMessage({ type: 'answer', id: message.id, answer: checker.answer(message.quote, message.corrections, message.purpose) });
  } catch (error) {
    scope.postMessage({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
};
