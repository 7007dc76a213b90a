/**
 * Balance done right (DESIGN.md): the spec's bands and texts, counting the cores games use and
 * never telling the owner of a current top gaming CPU to upgrade it. The common shop pairings
 * are checked on the real catalogue, so a data edit that breaks one fails here.
 */
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../catalogue/index.ts';
import type { Category, Component } from '../catalogue.ts';
import { part, sel } from './test-parts.ts';
import { GOOD_BALANCE, evaluateBalance, gameCores, isTopGamingCpu } from './balance.ts';

const byId = <C extends Category>(category: C, id: string): Component<C> => {
  const found = componentsOf(category).find((p) => p.id === id);
  if (!found) throw new Error(`catalogue has no ${id}`);
  return found;
};
const cpu = (id: string) => byId('cpu', `cpu-${id}`);
const gpu = (id: string) => byId('gpu', `gpu-${id}`);
const pair = (c: Component<'cpu'>, g: Component<'gpu'>) => evaluateBalance(sel({ cpu: c, gpus: [g] }));

describe('the cores games use', () => {
  it('an Intel hybrid CPU counts its performance cores; others count all cores', () => {
    expect(gameCores(cpu('intel-core-i5-13400f'))).toBe(6);
    expect(gameCores(cpu('intel-core-i5-14400f'))).toBe(6);
    expect(gameCores(cpu('intel-core-ultra-5-225f'))).toBe(6);
    expect(gameCores(cpu('intel-core-i9-14900k'))).toBe(8);
    expect(gameCores(cpu('amd-ryzen-5-7600'))).toBe(6);
    expect(gameCores(cpu('intel-core-i3-12100f'))).toBe(4);
  });
  it('the note and recommendation use the counted cores and say why', () => {
    const b = pair(cpu('intel-core-i5-13400f'), gpu('asus-dual-rtx-4070-super-oc-12gb'));
    expect(b.note).toBe('GPU with 7168 CUDA cores may be bottlenecked by 6-core CPU. Consider upgrading CPU.');
    expect(b.upgradeRecommendation).toContain('performance cores');
  });
  it('synthetic boundary: 10 cores of which 6 are P-cores sit in the 6-core band (1600–6000 CUDA)', () => {
    const hybrid = part('cpu', { cores: 10, performanceCores: 6, name: 'Hybrid' });
    expect(evaluateBalance(sel({ cpu: hybrid, gpus: [part('gpu', { cudaCores: 6000 })] })).verdict).toBe('balanced');
    expect(evaluateBalance(sel({ cpu: hybrid, gpus: [part('gpu', { cudaCores: 6001 })] })).verdict).toBe('gpu-bottlenecked');
    expect(evaluateBalance(sel({ cpu: hybrid, gpus: [part('gpu', { cudaCores: 1599 })] })).verdict).toBe('cpu-overpowered');
  });
});

describe('popular 6-core CPUs with RTX 4060/5060-class cards are balanced', () => {
  const cpus = [
    'amd-ryzen-5-5600', 'amd-ryzen-5-5600x', 'amd-ryzen-5-7500f', 'amd-ryzen-5-7600', 'amd-ryzen-5-9600x',
    'intel-core-i5-12400f', 'intel-core-i5-13400f', 'intel-core-i5-14400f', 'intel-core-ultra-5-225f',
  ];
  const gpus = [
    'asus-dual-rtx-4060-oc-8gb', 'msi-rtx-4060-ti-ventus-2x-black-8g-oc', 'msi-rtx-5060-ventus-2x-8g-oc',
    'gigabyte-rtx-5060-ti-windforce-oc-16g', 'sapphire-pulse-rx-7600-8gb', 'sapphire-pulse-rx-9060-xt-16gb',
  ];
  it.each(cpus.flatMap((c) => gpus.map((g) => [c, g])))('%s with %s', (c, g) => {
    const b = pair(cpu(c), gpu(g));
    expect(b.verdict).toBe('balanced');
    expect(b.note).toBe(GOOD_BALANCE);
    expect(b.upgradeRecommendation).toBeNull();
  });
});

describe('8-core X3D CPUs with flagship cards are never told to upgrade the CPU', () => {
  const flagships = ['zotac-rtx-4090-trinity-oc-24gb', 'asus-rog-astral-rtx-5090-oc-32gb', 'msi-rtx-5080-ventus-3x-16g-oc', 'asus-tuf-rx-7900-xtx-oc-24gb'];
  it.each(['amd-ryzen-7-7800x3d', 'amd-ryzen-7-9800x3d'].flatMap((c) => flagships.map((g) => [c, g])))('%s with %s', (c, g) => {
    const b = pair(cpu(c), gpu(g));
    expect(b.verdict).toBe('balanced');
    expect(b.upgradeRecommendation).toBeNull();
    expect(b.note).not.toContain('Consider upgrading CPU');
  });
  it('the 16-core X3D parts and Intel’s top models are top gaming CPUs too; a Ryzen 7 7700X or an AM4 X3D is not', () => {
    expect(isTopGamingCpu(cpu('amd-ryzen-9-9950x3d'))).toBe(true);
    expect(isTopGamingCpu(cpu('intel-core-i9-14900k'))).toBe(true);
    expect(isTopGamingCpu(cpu('intel-core-ultra-9-285k'))).toBe(true);
    expect(isTopGamingCpu(cpu('amd-ryzen-7-7700x'))).toBe(false);
    expect(isTopGamingCpu(cpu('amd-ryzen-7-5800x3d'))).toBe(false);
    expect(isTopGamingCpu(cpu('intel-core-i7-14700k'))).toBe(false);
  });
  it('a top CPU with a small card is still told the card is the weak part', () => {
    const b = pair(cpu('amd-ryzen-7-9800x3d'), gpu('asus-dual-rtx-4060-oc-8gb'));
    expect(b.verdict).toBe('cpu-overpowered');
    expect(b.note).toBe('8-core CPU may be overpowered for GPU with 3072 CUDA cores. Consider upgrading GPU.');
  });
});

describe('a 4-core budget CPU with a flagship card is a bottleneck', () => {
  it.each(['intel-core-i3-12100f', 'intel-core-i3-13100f', 'intel-core-i3-14100f'])('%s with an RTX 4090', (c) => {
    const b = pair(cpu(c), gpu('zotac-rtx-4090-trinity-oc-24gb'));
    expect(b.verdict).toBe('gpu-bottlenecked');
    expect(b.note).toBe('GPU with 16384 CUDA cores may be bottlenecked by 4-core CPU. Consider upgrading CPU.');
  });
});
