import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../catalogue/index.ts';
import type { Unlisted } from '../../domain/builder/persistence.ts';
import { emptySelection } from '../../domain/builder/selection.ts';
import { $selection, $unlisted, afterReplacements, applyChange, replaceSelection, undoChange } from './store.ts';

const cpu = componentsOf('cpu')[0]!;
const gpu = componentsOf('gpu')[0]!;
const gone = (slot: Unlisted['slot'], name: string): Unlisted => ({ slot, name, price: 1000, stored: { id: `${slot}-gone`, name } });

describe('unlisted parts wait for a replacement (issue 20)', () => {
  const oldCpu = gone('cpu', 'Old CPU');
  const oldGpus = [gone('gpus', 'Old GPU 1'), gone('gpus', 'Old GPU 2')];

  it('a part chosen in a single slot replaces the unlisted one there, and only there', () => {
    const after = { ...emptySelection(), cpu };
    expect(afterReplacements([oldCpu, ...oldGpus], emptySelection(), after)).toEqual(oldGpus);
  });

  it('one more part in a list replaces one unlisted part of that list', () => {
    const after = { ...emptySelection(), gpus: [gpu] };
    expect(afterReplacements(oldGpus, emptySelection(), after)).toEqual([oldGpus[1]]);
  });

  it('a change elsewhere, or clearing the slot, replaces nothing', () => {
    const before = { ...emptySelection(), cpu };
    expect(afterReplacements([oldCpu], before, { ...before, gpus: [null, null] })).toEqual([oldCpu]);
    expect(afterReplacements([oldCpu], before, { ...before, cpu: null })).toEqual([oldCpu]);
  });

  it('Undo brings back the unlisted part a replacement took away', () => {
    replaceSelection(emptySelection(), [oldCpu]);
    applyChange({ selection: { ...emptySelection(), cpu }, removed: [] }, 'CPU chosen.');
    expect($unlisted.get()).toEqual([]);
    undoChange();
    expect($selection.get().cpu).toBeNull();
    expect($unlisted.get()).toEqual([oldCpu]);
  });
});
