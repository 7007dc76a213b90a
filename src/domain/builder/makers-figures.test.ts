/**
 * Issue 22, item 3 on the real catalogue: the fit checks fire where the catalogue holds a maker's
 * figure (with its source), stay quiet on good builds, and where no maker figure is on file the
 * "not checked" list says so for that part. The four examples are named here; which of
 * them can fire depends on the figures found (content/figures/makers.json).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentsOf, RAW_CATALOGUE_FILES } from '../../catalogue/index.ts';
import { applyFigures, type FigureRow } from '../../catalogue/figures.ts';
import { parseCatalogue } from '../../catalogue/parse.ts';
import { SOURCED_FIGURES, type Category, type Component } from '../catalogue/catalogue.ts';
import { evaluateBuild } from './compatibility.ts';
import { emptySelection, type Selection } from './selection.ts';

const byId = <C extends Category>(category: C, id: string): Component<C> => {
  const found = componentsOf(category).find((p) => p.id === id);
  if (!found) throw new Error(`catalogue has no ${id}`);
  return found;
};
const build = (over: Partial<Selection>) => evaluateBuild({ ...emptySelection(), ...over });
const rows = (JSON.parse(readFileSync('content/figures/makers.json', 'utf8')) as { figures: FigureRow[] }).figures;

const ryzen9 = () => byId('cpu', 'cpu-amd-ryzen-9-7950x');
const tufTiSuper = () => byId('gpu', 'gpu-asus-tuf-rtx-4070-ti-super-oc-16gb');
const strix4090 = () => byId('gpu', 'gpu-asus-rog-strix-rtx-4090-oc-24gb');

describe('the cooler’s heat rating against the CPU (real parts)', () => {
  it('a 150 W-rated be quiet! Pure Rock 2 under a 170 W Ryzen 9 7950X is a note naming both, the maker and the rating to choose', () => {
    const r = build({ cpu: ryzen9(), cpuCooler: byId('cpu-cooler', 'cooler-be-quiet-pure-rock-2') });
    expect(r.notes).toContain(
      "The be quiet! Pure Rock 2 is rated for 150 W (be quiet!'s figure); the AMD Ryzen 9 7950X is a 170 W CPU that draws up to 230 W, " +
        'so under long full loads it will sit at its temperature limit and run slower. Choose a cooler rated for at least 170 W.',
    );
  });
  it('a 220 W-rated DeepCool AK400 on the same 7950X gets no cooling note', () => {
    const r = build({ cpu: ryzen9(), cpuCooler: byId('cpu-cooler', 'cooler-deepcool-ak400') });
    expect(r.notes.filter((n) => n.includes('rated for'))).toEqual([]);
    expect(r.notChecked.filter((n) => n.includes('heat rating'))).toEqual([]);
  });
  it('the 37 mm Noctua NH-L9a-AM5 under the 7950X: Noctua rates no watts, so the list says it is not checked', () => {
    const r = build({ cpu: ryzen9(), cpuCooler: byId('cpu-cooler', 'cooler-noctua-nh-l9a-am5') });
    expect(r.notes.filter((n) => n.includes('rated for'))).toEqual([]);
    expect(r.notChecked).toContain(
      'whether the Noctua NH-L9a-AM5 keeps the AMD Ryzen 9 7950X (a 170 W CPU, up to 230 W) cool under long full loads: we have no heat rating from Noctua for it',
    );
  });
});

describe('card thickness against small cases (real parts)', () => {
  it('the 3.5-slot ROG Strix RTX 4090 in a Cooler Master NR200P (3 slots) is a problem naming both and the case maker', () => {
    const r = build({ case: byId('case', 'case-cooler-master-nr200p'), gpus: [strix4090()] });
    expect(r.problems.filter((p) => p.includes('slots thick'))).toEqual([
      "The ASUS ROG Strix GeForce RTX 4090 OC is 3.5 slots thick; the Cooler Master MasterBox NR200P Mini-ITX Case takes cards up to 3 slots (Cooler Master's figure). " +
        'Choose a card of 3 slots or less, or a bigger case.',
    ]);
  });
  it('a 2-slot card in the NR200P is fine', () => {
    const r = build({ case: byId('case', 'case-cooler-master-nr200p'), gpus: [byId('gpu', 'gpu-msi-rtx-4070-super-ventus-2x-12g-oc')] });
    expect(r.problems.filter((p) => p.includes('slots thick'))).toEqual([]);
  });
  it('the ASUS TUF RTX 4070 Ti Super (3.25 slots) in a Lian Li A4-H2O: no Lian Li figure on file, so the list says so instead of guessing', () => {
    const r = build({ case: byId('case', 'case-lian-li-a4-h2o'), gpus: [tufTiSuper()] });
    expect(r.problems.filter((p) => p.includes('slots thick'))).toEqual([]);
    expect(r.notChecked).toContain(
      'whether the ASUS TUF Gaming GeForce RTX 4070 Ti Super OC (3.25 slots thick) fits the Lian Li A4-H2O Mini-ITX Case: we have no thickness limit from Lian Li',
    );
  });
});

describe('a front radiator in a Corsair 4000D, and two thick cards on one board (real parts)', () => {
  it('a 360 mm AIO with the 358 mm ROG Strix RTX 4090 in a 4000D: no Corsair reduced length on file, so the list says so', () => {
    const r = build({ case: byId('case', 'case-corsair-4000d-airflow'), cpuCooler: byId('cpu-cooler', 'cooler-arctic-liquid-freezer-iii-360'), gpus: [strix4090()] });
    expect(r.notes.filter((n) => n.includes('radiator in the front'))).toEqual([]);
    expect(r.notChecked).toContain(
      'whether the graphics card still fits in the Corsair 4000D Airflow Tempered Glass Mid-Tower Case with the radiator in the front: we have no figure from Corsair for that',
    );
  });
  it('two 3.25-slot cards on a two-slot board without a spacing figure: the list says so', () => {
    const board = byId('mobo', 'mobo-asus-rog-strix-x670e-e-gaming-wifi');
    const r = build({ mobo: board, gpus: [tufTiSuper(), tufTiSuper()] });
    expect(r.notChecked).toContain(`whether two graphics cards fit side by side on the ${board.name}: we have no slot spacing from ASUS`);
  });
});

describe('the table of makers’ figures', () => {
  it('is applied: every row’s figure and source are in the catalogue as written', () => {
    const files = Object.values(RAW_CATALOGUE_FILES).map((f) => structuredClone((f as { parts: Record<string, unknown>[] }).parts));
    expect(applyFigures(files, rows)).toEqual({ changed: 0, missing: [] });
  });
  it('cites an https page for every figure it sets, and says how each was checked', () => {
    for (const row of rows) {
      expect(row.checked.length, row.part).toBeGreaterThan(10);
      if (row.value !== null) expect(row.source, row.part).toMatch(/^https:\/\//);
    }
  });
  it('every maker figure in the catalogue names its source', () => {
    for (const category of ['case', 'cpu-cooler', 'mobo'] as const) {
      for (const part of componentsOf(category) as unknown as Record<string, unknown>[]) {
        for (const field of SOURCED_FIGURES) {
          if (part[field] !== undefined) expect((part.sources as Record<string, string>)[field], `${part.id as string}.${field}`).toMatch(/^https:\/\//);
        }
      }
    }
  });
});

describe('the schema keeps figures and sources together', () => {
  const cases = RAW_CATALOGUE_FILES.case as { parts: Record<string, unknown>[] };
  const withCase = (part: Record<string, unknown>) => ({ ...RAW_CATALOGUE_FILES, case: { ...cases, parts: [part] } });
  const plain = cases.parts.find((c) => c.maxGpuSlots === undefined)!;
  it('rejects a maker figure without its source, naming the field', () => {
    expect(() => parseCatalogue(withCase({ ...plain, maxGpuSlots: 3 }))).toThrow(/"maxGpuSlots" needs its maker source/);
  });
  it('rejects a source for a field the part does not have, and a source that is not an https address', () => {
    expect(() => parseCatalogue(withCase({ ...plain, sources: { maxGpuSlots: 'https://example.com/case' } }))).toThrow(/does not have/);
    expect(() => parseCatalogue(withCase({ ...plain, maxGpuSlots: 3, sources: { maxGpuSlots: 'see manual' } }))).toThrow(/https/);
  });
  it('accepts a figure with its source', () => {
    expect(() => parseCatalogue(withCase({ ...plain, maxGpuSlots: 3, sources: { maxGpuSlots: 'https://example.com/case' } }))).not.toThrow();
  });
});
