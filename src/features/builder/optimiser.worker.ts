/**
 * The budget optimiser off the page's main thread (issue 14): a first answer takes tens to
 * hundreds of milliseconds on a slow machine, more than a frame. The page sends the catalogue
 * once (structured clone), then only the panel's inputs; each answer carries its request's id.
 */
import { createSuggester, type Suggester } from './suggest-run.ts';
import type { FromWorker, ToWorker } from './suggest.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;
let suggester: Suggester | null = null;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'catalogue') {
    suggester = createSuggester(message.parts);
    return;
  }
  if (!suggester) {
    scope.postMessage({ type: 'error', id: message.id, message: 'The parts list has not reached the optimiser yet.' });
    return;
  }
  try {
    scope.postMessage({ type: 'result', id: message.id, result: suggester.suggest(message.input) });
  } catch (error) {
    scope.postMessage({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
};
