/**
 * Issue 11's examples on the real catalogue: what used to pass as "Compatible" is now named,
 * and good builds stay clean. Problems come first, then notes.
 */
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../catalogue/index.ts';
import type { Category, Component } from '../catalogue/catalogue.ts';
import { isBiosNote } from './bios.ts';
import { evaluateBuild } from './compatibility.ts';
import { narrowingHint } from './labels.ts';
import { ramOptions } from './part-filters.ts';
import { ABOVE_RATED_HEADING, ramGroupLabel } from './ram-speed.ts';
import { emptySelection, type Selection } from './selection.ts';

const byId = <C extends Category>(category: C, id: string): Component<C> => {
  const found = componentsOf(category).find((p) => p.id === id);
  if (!found) throw new Error(`catalogue has no ${id}`);
  return found;
};
const build = (over: Partial<Selection>) => evaluateBuild({ ...emptySelection(), ...over });
const rtx4060 = () => byId('gpu', 'gpu-asus-dual-rtx-4060-oc-8gb');

describe('a good build stays clean', () => {
  it('the browser journey’s AM5 build: no problems, no notes', () => {
    const r = build({
      mobo: byId('mobo', 'mobo-msi-mag-b650-tomahawk-wifi'),
      cpu: byId('cpu', 'cpu-amd-ryzen-5-7600'),
      cpuCooler: byId('cpu-cooler', 'cooler-deepcool-ak400'),
      gpus: [rtx4060()],
      rams: [byId('ram', 'ram-teamgroup-t-force-vulcan-ddr5-5200-32gb-2x16')],
      m2s: [byId('m2', componentsOf('m2')[0]!.id)],
      psu: byId('psu', 'psu-corsair-cx650'),
      case: byId('case', 'case-montech-air-903-max'),
    });
    expect(r.warnings).toEqual([]);
    expect(r.compatSeverity).toBe('good');
    expect(r.badges.map((b) => b.label)).toEqual(['BALANCED', 'RECOMMENDED']);
  });
  it('a Ryzen 7 9800X3D, an RTX 4090 and a 1000 W PSU: no "overpowered", no "upgrade your CPU"', () => {
    const r = build({
      mobo: byId('mobo', 'mobo-msi-mag-x870-tomahawk-wifi'),
      cpu: byId('cpu', 'cpu-amd-ryzen-7-9800x3d'),
      cpuCooler: byId('cpu-cooler', 'cooler-arctic-liquid-freezer-iii-360'),
      gpus: [byId('gpu', 'gpu-zotac-rtx-4090-trinity-oc-24gb')],
      rams: [byId('ram', 'ram-kingston-fury-beast-ddr5-5600-32gb-2x16')],
      psu: byId('psu', 'psu-corsair-rm1000x-atx31'),
    });
    expect(r.warnings).toEqual([]);
    expect(r.power.status).toBe('recommended');
    expect(r.balance).toBe('balanced');
  });
});

describe('real problems no longer pass as compatible', () => {
  it('an i5-12400F with no graphics card: no picture', () => {
    const r = build({ cpu: byId('cpu', 'cpu-intel-core-i5-12400f') });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^No picture: the Intel Core i5-12400F has no integrated graphics/);
  });
  it('a Ryzen 7 7700X with no cooler', () => {
    const r = build({ cpu: byId('cpu', 'cpu-amd-ryzen-7-7700x'), gpus: [rtx4060()] });
    expect(r.problems[0]).toContain('AMD Ryzen 7 7700X is sold without a cooler');
  });
  it('650 W with an RTX 4090 and 550 W with an RX 7900 XTX: below the card makers’ figures', () => {
    const a = build({ cpu: byId('cpu', 'cpu-amd-ryzen-5-7600'), gpus: [byId('gpu', 'gpu-zotac-rtx-4090-trinity-oc-24gb')], psu: byId('psu', 'psu-corsair-cx650') });
    expect(a.problems.some((p) => p.includes('650 W') && p.includes('850 W'))).toBe(true);
    const b = build({ cpu: byId('cpu', 'cpu-amd-ryzen-5-7600'), gpus: [byId('gpu', 'gpu-asus-tuf-rx-7900-xtx-oc-24gb')], psu: byId('psu', 'psu-corsair-cx550') });
    expect(b.problems.some((p) => p.includes('550 W') && p.includes('800 W'))).toBe(true);
  });
  it('NVIDIA with AMD (possible through a permalink)', () => {
    const r = build({ gpus: [rtx4060(), byId('gpu', 'gpu-sapphire-pulse-rx-7600-8gb')] });
    expect(r.problems.some((p) => p.includes('NVIDIA and AMD'))).toBe(true);
  });
  it('a 3.125-slot card in the NR200P (3 slots) and tall RAM under a Noctua NH-D15', () => {
    const r = build({
      case: byId('case', 'case-cooler-master-nr200p'),
      gpus: [byId('gpu', 'gpu-asus-tuf-rtx-5070-ti-oc-16gb')],
      cpuCooler: byId('cpu-cooler', 'cooler-noctua-nh-d15'),
      rams: [byId('ram', 'ram-gskill-trident-z5-neo-rgb-ddr5-6000-32gb-2x16')],
    });
    expect(r.problems.some((p) => p.includes('3.125 slots thick') && p.includes('up to 3 slots'))).toBe(true);
    expect(r.problems.some((p) => p.includes('RAM is 44 mm tall') && p.includes('Noctua NH-D15 leaves 32 mm'))).toBe(true);
  });
  it('problems come first, then notes', () => {
    const r = build({
      cpu: byId('cpu', 'cpu-amd-ryzen-9-7950x'),
      cpuCooler: byId('cpu-cooler', 'cooler-be-quiet-pure-rock-2'),
      rams: [byId('ram', 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16'), byId('ram', 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16')],
      gpus: [rtx4060(), byId('gpu', 'gpu-sapphire-pulse-rx-7600-8gb')],
    });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toContain('NVIDIA and AMD');
    expect(r.warnings).toEqual([...r.problems, ...r.notes]);
    expect(r.notes.some((n) => n.includes('rated for 150 W') && n.includes('230 W'))).toBe(true);
    expect(r.notes.some((n) => n.includes('4 DDR5 modules') && n.includes('DDR5-3600'))).toBe(true);
    expect(r.notes.some((n) => n.startsWith('RAM speed 6000MHz exceeds CPU supported 5200MHz.'))).toBe(true);
  });
});

describe('BIOS readiness on real boards', () => {
  it('a Ryzen 5 5600 on the ASUS PRIME A520M-K (no flashback): ask the shop', () => {
    const r = build({ mobo: byId('mobo', 'mobo-asus-prime-a520m-k'), cpu: byId('cpu', 'cpu-amd-ryzen-5-5600'), gpus: [rtx4060()] });
    const bios = r.notes.find(isBiosNote)!;
    expect(bios).toMatch(/^Ask the shop to confirm this board's BIOS supports the Ryzen 5 5600 — boards sold since 2023 usually do\. Why: /);
    expect(bios).toContain('Early A520 boards');
    expect(bios).toContain('cannot update its BIOS without a CPU it already supports');
  });
  it('a Ryzen 7 9800X3D on an MSI B650 board with a Flash BIOS Button', () => {
    const r = build({ mobo: byId('mobo', 'mobo-msi-mag-b650-tomahawk-wifi'), cpu: byId('cpu', 'cpu-amd-ryzen-7-9800x3d') });
    expect(r.notes.find(isBiosNote)).toContain('Flash BIOS Button');
  });
  it('an i5-13400F on an H610 board; a Ryzen 5 7600 on B650 needs nothing', () => {
    expect(build({ mobo: byId('mobo', 'mobo-msi-pro-h610m-e-ddr4'), cpu: byId('cpu', 'cpu-intel-core-i5-13400f') }).notes.some((n) => isBiosNote(n))).toBe(true);
    expect(build({ mobo: byId('mobo', 'mobo-msi-mag-b650-tomahawk-wifi'), cpu: byId('cpu', 'cpu-amd-ryzen-5-7600') }).notes.some((n) => isBiosNote(n))).toBe(false);
  });
});

describe('RAM speed done right on real parts', () => {
  it('a Ryzen 5 7600 on an AM5 board is offered every DDR5 kit; the faster ones come last, under their heading', () => {
    const s = { ...emptySelection(), mobo: byId('mobo', 'mobo-msi-mag-b650-tomahawk-wifi'), cpu: byId('cpu', 'cpu-amd-ryzen-5-7600') };
    const ddr5 = componentsOf('ram').filter((r) => r.ramType === 'DDR5');
    const offered = ramOptions(componentsOf('ram'), s);
    expect(offered).toHaveLength(ddr5.length);
    const groups = offered.map(ramGroupLabel(s));
    const firstAbove = groups.indexOf(ABOVE_RATED_HEADING);
    expect(firstAbove).toBeGreaterThan(0);
    expect(groups.slice(firstAbove).every((g) => g === ABOVE_RATED_HEADING)).toBe(true);
    expect(offered.slice(firstAbove).every((r) => r.frequency_mhz > 5200)).toBe(true);
    expect(narrowingHint('rams', s)).toContain('up to 5200 MHz');
  });
  it('Intel 12th–14th gen carry DDR4-3200 and their DDR5 figure separately', () => {
    const i5 = byId('cpu', 'cpu-intel-core-i5-14600k');
    expect([i5.ramMaxDdr4, i5.ramMax]).toEqual([3200, 5600]);
    const onDdr4 = { ...emptySelection(), mobo: byId('mobo', 'mobo-asus-prime-b760-plus-d4'), cpu: i5 };
    expect(narrowingHint('rams', onDdr4)).toContain('up to 3200 MHz');
    const r = build({ ...onDdr4, rams: [byId('ram', 'ram-gskill-ripjaws-v-ddr4-3600-32gb-2x16')], gpus: [rtx4060()] });
    expect(r.ram).toMatchObject({ highestRamMhz: 3600, cpuMaxMhz: 3200, bottleneck: true });
  });
  it('a single 16 GB stick gives the dual-channel note', () => {
    const r = build({ rams: [byId('ram', 'ram-kingston-fury-beast-ddr4-3200-16gb-1x16')] });
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toContain('2 × 8 GB');
  });
});
