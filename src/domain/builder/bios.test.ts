import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import { BIOS_UPDATE_NEEDED, biosNote, biosReadyYear, isBiosNote, needsBiosUpdate } from './bios.ts';
import { noteParts } from './note-parts.ts';
import { LAUNCHES } from '../catalogue/launches.ts';
import { evaluateBuild } from './compatibility.ts';

const cpu = (generation: string | undefined, name = 'AMD Ryzen 5 5600 6-Core 3.5GHz AM4 Processor') =>
  part('cpu', { name, generation, socket: 'AM4', maxTdp: 88, integratedGraphics: true, coolerIncluded: true });
const board = (chipset: string, over: Record<string, unknown> = {}) =>
  part('mobo', { brand: 'MSI', chipset, socket: 'AM4', ramType: 'DDR4', ramSlots: 4, maxMemoryGb: 128, m2Slots: 2, storageSlots: 4, gpuSlots: 1, ...over });

describe('BIOS readiness by chipset and CPU generation', () => {
  it('lists the pairings the issue names: Ryzen 5000 on A520/B450/B550, Ryzen 9000 on B650/X670, Intel 13th/14th on 600-series', () => {
    for (const c of ['A520', 'B450', 'B550']) expect(BIOS_UPDATE_NEEDED['Ryzen 5000']).toContain(c);
    for (const c of ['B650', 'X670', 'X670E']) expect(BIOS_UPDATE_NEEDED['Ryzen 9000']).toContain(c);
    for (const gen of ['Core 13th Gen', 'Core 14th Gen'] as const) {
      for (const c of ['H610', 'B660', 'Z690']) expect(BIOS_UPDATE_NEEDED[gen]).toContain(c);
    }
  });

  it('a Ryzen 5000 CPU on an A520 board trips it; a Ryzen 7000 on B650 or a 12th-gen Core on Z690 does not', () => {
    expect(needsBiosUpdate(cpu('Ryzen 5000'), board('A520'))).toBe(true);
    expect(needsBiosUpdate(cpu('Ryzen 7000'), board('B650'))).toBe(false);
    expect(needsBiosUpdate(cpu('Ryzen 9000'), board('B850'))).toBe(false);
    expect(needsBiosUpdate(cpu('Core 12th Gen'), board('Z690'))).toBe(false);
    expect(needsBiosUpdate(cpu('Core 13th Gen'), board('B760'))).toBe(false);
    expect(needsBiosUpdate(cpu('Core 14th Gen'), board('B760'))).toBe(true);
    expect(needsBiosUpdate(cpu(undefined), board('A520'))).toBe(false);
  });

  it('one short line to act on, the year from the CPU’s launch (chips.json), the reason behind "why?" (issue 25)', () => {
    const note = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('B450') }))!;
    const { line, why } = noteParts(note);
    // The Ryzen 5 5600 first went on sale in April 2022 (chips.json): boards sold from 2023 on usually have it.
    expect(LAUNCHES.cpus['Ryzen 5 5600']).toBe('2022-04');
    expect(line).toBe("Ask the shop to confirm this board's BIOS supports the Ryzen 5 5600 — boards sold since 2023 usually do.");
    expect(why).toContain('Early B450 boards shipped with a BIOS that cannot start Ryzen 5000 CPUs');
    expect(why).toContain('first went on sale in April 2022');
    expect(isBiosNote(note)).toBe(true);
  });

  it('the year follows the table, not a fixed text', () => {
    const launches = { ...LAUNCHES, cpus: { ...LAUNCHES.cpus, 'Ryzen 5 5600': '2020-11' } };
    expect(biosReadyYear(cpu('Ryzen 5000'), launches)).toBe(2021);
    expect(noteParts(biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('B450') }), launches)!).line).toContain('boards sold since 2021 usually do');
  });

  it('a CPU the launch table lacks: the line without a year', () => {
    const note = biosNote(sel({ cpu: cpu('Ryzen 5000', 'AMD Ryzen 5 5699 6-Core 3.5GHz AM4 Processor'), mobo: board('B450') }))!;
    expect(noteParts(note).line).toBe("Ask the shop to confirm this board's BIOS supports the Ryzen 5 5699.");
    expect(noteParts(note).why).not.toContain('went on sale');
  });

  it('a board with a flashback button: the reason names the maker’s button and the USB update', () => {
    const why = (brand: string) => noteParts(biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('B550', { brand, biosFlashback: true }) }))!).why!;
    expect(why('MSI')).toContain('Flash BIOS Button');
    expect(why('MSI')).toContain('USB drive without a CPU');
    expect(why('ASUS')).toContain('BIOS FlashBack');
    expect(why('Gigabyte')).toContain('Q-Flash Plus');
  });

  it('a board without one: the shop should update it before you pay', () => {
    const note = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520', { biosFlashback: false }) }))!;
    expect(noteParts(note).why).toContain('ask the shop to update it before you pay');
  });

  it('never says what the catalogue does not say', () => {
    for (const biosFlashback of [true, false, undefined]) {
      const note = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520', biosFlashback === undefined ? {} : { biosFlashback }) }))!;
      expect(note).not.toMatch(/catalogue/i);
    }
    expect(noteParts(biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520') }))!).why).toContain('the shop can update it before you take it home');
  });

  it('is a note in the verdict, once, not a problem', () => {
    const r = evaluateBuild(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520'), gpus: [part('gpu', { cudaCores: 3072 })] }));
    expect(r.problems).toEqual([]);
    expect(r.notes.filter(isBiosNote)).toHaveLength(1);
    expect(r.compatSeverity).toBe('warn');
  });

  it('no board or no CPU: nothing to say', () => {
    expect(biosNote(sel({ cpu: cpu('Ryzen 5000') }))).toBeNull();
    expect(biosNote(sel({ mobo: board('A520') }))).toBeNull();
  });
});
