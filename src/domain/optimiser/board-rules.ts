/**
 * The technician's board rule (issue 23): the class of board a CPU's power calls for — entry
 * chipsets (A620, A520, H610) for 65 W CPUs, mainstream or unlocked boards for hungrier ones, and
 * B550/X570 for AM4's 12- and 16-core CPUs. Re-exported by rules.ts with the other rules.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { normalizeSocket } from '../builder/selection.ts';

type Cpu = Component<'cpu'>;
type Board = Component<'mobo'>;

// ── Board class for the CPU's power ────────────────────────────────────────────────────────────

export type BoardClass = 'entry' | 'mainstream' | 'unlocked';

/**
 * Entry chipsets: AMD A320/A520/A620, Intel H310/H410/H510/H610/H810. Unlocked: Intel's Z
 * chipsets, the only ones Intel lets overclock a K CPU, whose boards are built for it. The rest
 * (B450/B550/B650/B850, X570/X670/X870, B660/B760/B860, H670/H770) are mainstream or better.
 */
export function boardClass(chipset: string): BoardClass {
  const c = chipset.toUpperCase();
  if (/^(A[356]20|H[3-8]10)A?$/.test(c)) return 'entry';
  if (/^Z\d{3}/.test(c)) return 'unlocked';
  return 'mainstream';
}

export type CpuPowerClass = 'light' | 'mid' | 'heavy';

/**
 * Where an entry board ends. AMD recommends A620 for its 65 W Ryzen 7000 CPUs and warns that a
 * higher-power CPU's multi-core speed may be cut by the board's power delivery (AMD's A620
 * briefing, April 2023, as reported by BenchLife and PurePC:
 * https://www.purepc.pl/znamy-specyfikacje-chipsetu-amd-a620-najtansze-plyty-glowne-ogranicza-wydajnosc-niektorych-procesorow-amd-ryzen-7000);
 * Intel's H610 boards are built for the non-K Core i3/i5 (no CPU overclocking; Chimolog's test of
 * an H610 board with a Core i9-12900K shows it held back under long loads:
 * https://chimolog.co/bto-mb-poor-vrm-vs-i9/). So an entry board takes a CPU of at most 65 W base
 * power whose package power stays at or under 160 W: every 65 W Ryzen (88 W), every non-K Core
 * i3/i5 (up to 154 W), not a non-K Core i7/i9 (180–219 W).
 */
export const ENTRY_BOARD_MAX_TDP_W = 65;
export const ENTRY_BOARD_MAX_PACKAGE_W = 160;
/**
 * VRM-heavy CPUs: 200 W or more at full load — the 170 W Ryzen 9 (230 W), Intel's Core i7/i9
 * (219 W for the non-K models, whose boards ship with the power limits lifted, 241–253 W for
 * the K models) and the Core Ultra 7/9 K (250 W). AMD requires every AM5 board above A620 to
 * power its 170 W CPUs; Intel makes no such promise for its B and H boards, and its Z boards are
 * the ones built for this load, so an Intel CPU of this class gets a Z board.
 */
export const HEAVY_CPU_MIN_PACKAGE_W = 200;

export function cpuPowerClass(cpu: Pick<Cpu, 'tdp' | 'maxTdp'>): CpuPowerClass {
  if (cpu.maxTdp >= HEAVY_CPU_MIN_PACKAGE_W) return 'heavy';
  if (cpu.tdp <= ENTRY_BOARD_MAX_TDP_W && cpu.maxTdp <= ENTRY_BOARD_MAX_PACKAGE_W) return 'light';
  return 'mid';
}

const isIntel = (socket: string) => /^LGA/i.test(socket);

/**
 * AM4's B450 and X470 boards came out in 2018 for the Ryzen 2000 CPUs (at most 8 cores); the
 * 12- and 16-core Ryzen 9 5900X/5950X hold their 142 W for as long as a render runs. A technician
 * puts them on a B550 or X570 board, made (in 2019–2020) for CPUs like them.
 */
export const AM4_MANY_CORES = 8;
export const AM4_MANY_CORE_CHIPSETS: readonly string[] = ['B550', 'X570'];
const manyCoreAm4 = (cpu: Pick<Cpu, 'socket' | 'cores'>) => normalizeSocket(cpu.socket) === 'am4' && cpu.cores > AM4_MANY_CORES;

/** Rule "board-for-cpu": entry boards only for light CPUs; a heavy Intel CPU on a Z board; a 12- or 16-core AM4 CPU on B550/X570. */
export function boardSuitsCpu(board: Pick<Board, 'chipset'>, cpu: Pick<Cpu, 'tdp' | 'maxTdp' | 'socket' | 'cores'>): boolean {
  const kind = boardClass(board.chipset);
  const power = cpuPowerClass(cpu);
  if (kind === 'entry') return power === 'light';
  if (power === 'heavy' && isIntel(cpu.socket)) return kind === 'unlocked';
  if (manyCoreAm4(cpu)) return AM4_MANY_CORE_CHIPSETS.some((c) => board.chipset.toUpperCase().startsWith(c));
  return true;
}

/** What decides which boards suit a CPU (CPUs with one key take the same boards). */
export const boardNeedKey = (cpu: Pick<Cpu, 'tdp' | 'maxTdp' | 'socket' | 'cores'>): string => `${cpuPowerClass(cpu)}${manyCoreAm4(cpu) ? '+cores' : ''}`;

/** Why this class of board, in one clause, for the board's reason line. */
export function boardClassReason(board: Pick<Board, 'chipset'>, cpu: Pick<Cpu, 'tdp' | 'maxTdp' | 'socket' | 'cores'>): string {
  const power = cpuPowerClass(cpu);
  if (manyCoreAm4(cpu)) return `a ${cpu.cores}-core CPU that holds ${cpu.maxTdp} W through a render gets a ${board.chipset} board, made for CPUs like it (B450 and A520 boards were made for 8 cores at most)`;
  if (power === 'light')
    return boardClass(board.chipset) === 'entry'
      ? `an entry ${board.chipset} board is made for a ${cpu.tdp} W CPU like this one`
      : `a ${board.chipset} board is more than a ${cpu.tdp} W CPU like this one needs`;
  if (power === 'heavy' && isIntel(cpu.socket)) return `a CPU that draws up to ${cpu.maxTdp} W gets a Z board, built for that load (not an entry or B board)`;
  return `a CPU that draws up to ${cpu.maxTdp} W gets a ${board.chipset} board, not an entry one (A620/A520/H610 are made for 65 W CPUs)`;
}
