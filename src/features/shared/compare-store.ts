/**
 * The Compare list in this browser (localStorage), for the toggles on part pages (plain script)
 * and on the Component Database's cards (React, through useCompareList): one list, one event, so
 * a toggle on one card updates the others and other tabs.
 */
import { isCategory } from '../../domain/catalogue/categories.ts';
import { COMPARE_STORAGE_KEY, EMPTY_COMPARE, readCompareList, toggleCompare, type CompareList } from '../../domain/catalogue/compare-list.ts';

const CHANGED = 'compare-list-changed';

export function loadCompareList(): CompareList {
  try {
    return readCompareList(localStorage.getItem(COMPARE_STORAGE_KEY), isCategory);
  } catch {
    return EMPTY_COMPARE; // storage blocked: the list lives for this page only
  }
}

let memory: CompareList | null = null;

export function currentCompareList(): CompareList {
  return memory ?? loadCompareList();
}

/** Toggles a part; answers the message to show, if any. */
export function toggleInCompare(part: { id: string; type: Parameters<typeof toggleCompare>[1]['type'] }, label: string): string | null {
  const { list, message } = toggleCompare(currentCompareList(), part, label);
  memory = list;
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
    memory = null;
  } catch {
    // kept in memory for this page
  }
  window.dispatchEvent(new Event(CHANGED));
  return message;
}

/** Calls `listener` whenever the list changes here or in another tab; returns the unsubscribe. */
export function onCompareChange(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
