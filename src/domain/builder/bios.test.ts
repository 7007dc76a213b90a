import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import { BIOS_UPDATE_NEEDED, biosNote, needsBiosUpdate } from './bios.ts';
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

  it('a board with a flashback button: update from USB without a CPU, naming the maker’s button', () => {
    const note = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('B550', { biosFlashback: true }) }))!;
    expect(note).toContain('early B550 boards');
    expect(note).toContain('Ryzen 5000');
    expect(note).toContain('AMD Ryzen 5 5600');
    expect(note).toContain('Flash BIOS Button');
    expect(note).toContain('USB drive without a CPU');
    const asus = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('B550', { brand: 'ASUS', biosFlashback: true }) }))!;
    expect(asus).toContain('BIOS FlashBack');
    const gigabyte = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('B550', { brand: 'Gigabyte', biosFlashback: true }) }))!;
    expect(gigabyte).toContain('Q-Flash Plus');
  });

  it('a board without one: the shop should update it', () => {
    const note = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520', { biosFlashback: false }) }))!;
    expect(note).toContain('cannot update its BIOS without a working CPU');
    expect(note).toContain('ask the shop');
  });

  it('a board whose page does not say: says so, and asks the shop', () => {
    const note = biosNote(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520') }))!;
    expect(note).toContain('does not say whether this board can update without a CPU');
    expect(note).toContain('ask the shop');
  });

  it('is a note in the verdict, not a problem', () => {
    const r = evaluateBuild(sel({ cpu: cpu('Ryzen 5000'), mobo: board('A520'), gpus: [part('gpu', { cudaCores: 3072 })] }));
    expect(r.problems).toEqual([]);
    expect(r.notes.filter((n) => n.startsWith('BIOS:'))).toHaveLength(1);
    expect(r.compatSeverity).toBe('warn');
  });

  it('no board or no CPU: nothing to say', () => {
    expect(biosNote(sel({ cpu: cpu('Ryzen 5000') }))).toBeNull();
    expect(biosNote(sel({ mobo: board('A520') }))).toBeNull();
  });
});
