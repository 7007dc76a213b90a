/**
 * Checks for what a PC needs to start and run well, beyond the spec's rules: a picture, a cooler,
 * graphics cards that can work together, memory channels, and enough cooling for the CPU.
 * Problems stop the PC from working; notes cost speed or need a step from the owner.
 */
import { shortName } from './labels.ts';
import { figureSource } from './physical.ts';
import type { Selection } from './selection.ts';

const MAKER_NAME = { nvidia: 'NVIDIA', amd: 'AMD', intel: 'Intel' } as const;

/** Typical DDR5 speed with two modules per channel, from each platform maker's memory specs. */
const TWO_PER_CHANNEL_DDR5: Partial<Record<string, string>> = {
  AM5: 'AMD rates Ryzen 7000, 8000 and 9000 CPUs for DDR5-3600 with four modules',
  LGA1700: 'Intel rates 12th–14th gen CPUs for DDR5-4000 to 4400 with two modules per channel',
};

export function essentialProblems(selection: Selection): string[] {
  const problems: string[] = [];
  const { cpu, cpuCooler } = selection;
  const gpus = selection.gpus.filter((g) => g !== null);

  if (cpu && cpu.integratedGraphics === false && gpus.length === 0) {
    problems.push(
      `No picture: the ${shortName(cpu)} has no integrated graphics and no graphics card is chosen, so the PC would show nothing on screen. ` +
        'Add a graphics card, or choose a CPU with integrated graphics (Intel models without "F", AMD "G" models, Ryzen 7000/9000 models without "F").',
    );
  }
  if (cpu && cpu.coolerIncluded === false && !cpuCooler) {
    problems.push(
      `The ${shortName(cpu)} is sold without a cooler and none is chosen; it cannot run without one. ` +
        `Add a CPU cooler that supports ${cpu.socket} and is rated for at least ${coolingNeedW(cpu)} W.`,
    );
  }
  const makers = [...new Set(gpus.map((g) => g.chipMaker).filter(Boolean))];
  if (makers.length > 1) {
    problems.push(
      `The graphics cards come from different chip makers (${makers.map((m) => MAKER_NAME[m]).join(' and ')}); they cannot work together in games. ` +
        'Keep one card, or choose cards of one maker and model.',
    );
  }
  return problems;
}

/**
 * The cooler rating a CPU needs, in the watts cooler makers rate in. Their ratings are meant to
 * be read against the CPU's TDP, and AMD sets its CPUs' package power limit (PPT) at 1.35 × TDP,
 * so a cooler rated for the TDP holds the CPU at its full package power (Ryzen 9 7950X: 170 W
 * TDP, 230 W PPT → 170 W). Intel's base power says little about the heat a K model gives off at
 * its default limits, so its maximum turbo power is read the same way (Core i9-14900K: 253 W →
 * 187 W).
 */
export function coolingNeedW(cpu: { tdp: number; maxTdp: number }): number {
  return Math.max(cpu.tdp, Math.round(cpu.maxTdp / PPT_PER_TDP));
}
const PPT_PER_TDP = 1.35;

export function essentialNotes(selection: Selection): string[] {
  const notes: string[] = [];
  const { cpu, cpuCooler } = selection;
  const rams = selection.rams.filter((r) => r !== null);
  const modules = rams.reduce((sum, r) => sum + (r.modules ?? 0), 0);

  if (modules === 1) {
    const gb = rams[0]!.capacityGb;
    notes.push(
      `One RAM module (${gb} GB) runs in single channel, with half the memory bandwidth of two modules; games and integrated graphics lose speed. ` +
        `For dual channel choose a two-module kit of the same total (2 × ${gb / 2} GB) or add a matching module.`,
    );
  }
  const ddr5 = rams.filter((r) => r.ramType?.toUpperCase() === 'DDR5');
  const ddr5Modules = ddr5.reduce((sum, r) => sum + r.modules, 0);
  if (ddr5Modules > 2) {
    const fastest = Math.max(...ddr5.map((r) => r.frequency_mhz));
    const totalGb = ddr5.reduce((sum, r) => sum + r.capacityGb, 0);
    const platform = TWO_PER_CHANNEL_DDR5[cpu?.socket ?? ''];
    notes.push(
      `${ddr5Modules} DDR5 modules put two on a memory channel, and DDR5 then runs well below the kit's rated ${fastest} MHz` +
        `${platform ? ` (${platform})` : ''}. For full speed use two larger modules instead (2 × ${totalGb / 2} GB).`,
    );
  }
  const needW = cpu ? coolingNeedW(cpu) : 0;
  if (cpu && cpuCooler?.ratedTdpW !== undefined && cpuCooler.ratedTdpW < needW) {
    notes.push(
      `The ${shortName(cpuCooler)} is rated for ${cpuCooler.ratedTdpW} W${figureSource(cpuCooler, 'ratedTdpW')}; the ${shortName(cpu)} is a ${cpu.tdp} W CPU that draws up to ${cpu.maxTdp} W, ` +
        `so under long full loads it will sit at its temperature limit and run slower. Choose a cooler rated for at least ${needW} W.`,
    );
  }
  return notes;
}
