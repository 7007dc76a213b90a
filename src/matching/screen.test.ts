/**
 * The rejection rules on real handles copied from ph-shop-listings-2026-04-23.tsv.
 */
import { describe, expect, it } from 'vitest';
import type { SourceCategory } from './listing.ts';
import { listingText } from './matcher.ts';
import { screen } from './screen.ts';
import { matchId } from './test-parts.ts';

const why = (category: SourceCategory, handle: string) => screen(category, listingText(handle));

describe('rejection rules', () => {
  it('rejects a CPU sold with a motherboard (a bundle)', () => {
    expect(why('cpu', 'amd-ryzen-5-5600g-processor-gigabyte-b550m-aorus-pro-ax-motherboard')).toEqual({ reason: 'bundle', detail: 'CPU with a motherboard' });
    expect(why('cpu', 'amd-ryzen-5-5600gasrock-b550m-pro-4-processor-motherboard-bundle')?.reason).toBe('bundle');
    expect(why('motherboard', 'amd-ryzen-5-5600-gigabyte-b550m-ds3h-ac-wifi-processor-and-motherboard-bundle')?.reason).toBe('bundle');
    expect(why('gpu', 'gigabyte-rtx-5080-windforce-oc-16g-gddr7-gv-n5080wf3oc-16gd-graphics-card-must-be-purchased-with-gigabyte-psu')?.reason).toBe('bundle');
    expect(why('case', 'cvs-1722-m-atx-computer-case-with-750w-psu')).toEqual({ reason: 'bundle', detail: 'a case sold with a power supply' });
  });

  it('a plain CPU is not a bundle, and matches', () => {
    expect(why('cpu', 'amd-ryzen-5-5600g-6-core-3-9-ghz-socket-am4-65w-amd-radeon-graphics-desktop-processor')).toBeUndefined();
    expect(matchId('amd-ryzen-5-5600g-6-core-3-9-ghz-socket-am4-65w-amd-radeon-graphics-desktop-processor', 'cpu')).toBe('cpu-amd-ryzen-5-5600g');
  });

  it('rejects laptop memory (SO-DIMM) beside a desktop kit of the same speed and size', () => {
    const sodimm = 'teamgroup-elite-ddr5-16gb-1x16gb-4800mhz-cl40-laptop-memory-ted516g4800c40d-s01';
    expect(why('ram', sodimm)?.reason).toBe('laptop-memory');
    expect(why('ram', 'adata-8gb-ddr5-4800mhz-so-dimm-memory-module-ad5s48008g-s')?.reason).toBe('laptop-memory');
    expect(why('ram', 'teamgroup-elite-16gb-ddr5-4800mhz-cl40-desktop-memory-ted516g4800c4001')).toBeUndefined();
    expect(matchId('teamgroup-elite-16gb-ddr5-4800mhz-cl40-desktop-memory-ted516g4800c4001', 'ram')).toBe('ram-teamgroup-elite-ddr5-4800-16gb');
  });

  it('rejects fans, thermal paste, laptop coolers and SSD heatsinks listed under coolers', () => {
    expect(why('cpu_cooler', 'ocypus-gamma-f12-120mm-case-fan')).toEqual({ reason: 'not-a-part', detail: 'a case fan' });
    expect(why('cpu_cooler', 'darkflash-infinity-34-3in1-argb-fan-black')?.detail).toBe('a case fan');
    expect(why('cpu_cooler', 'thermalright-tf4-1-5g-thermal-paste')?.detail).toBe('thermal paste or pads');
    expect(why('cpu_cooler', 'deepcool-n200-notebook-cooler-2')?.detail).toBe('a laptop cooler or cooling pad');
    expect(why('cpu_cooler', 'thermalright-hr-10-2280-pro-ssd-m-2-heatsink')?.detail).toBe('an SSD heatsink');
    expect(why('cpu_cooler', 'noctua-na-fk1-redux-second-fan-upgrade-kit-for-nh-u12s-redux-cooler')?.reason).toBe('not-a-part');
  });

  it('keeps real coolers, even when they mention their fans', () => {
    expect(why('cpu_cooler', 'thermalright-peerless-assassin-120-se-black-dual-tower-cpu-air-cooler')).toBeUndefined();
    expect(why('cpu_cooler', 'deepcool-ak620-dual-fan-cpu-air-cooler')).toBeUndefined();
    expect(why('cpu_cooler', 'cougar-aqua-240-aio-rgb-liquid-cooling-w-remote')).toBeUndefined();
  });

  it('rejects TVs, projectors and mounts under monitors, but not a monitor with a VESA mount', () => {
    expect(why('monitor', 'lg-685ut01c0sb-65-uhd-4k-smart-tv')).toEqual({ reason: 'not-a-part', detail: 'a TV' });
    expect(why('monitor', 'epson-eb-w53-wxga-3lcd-projector')?.detail).toBe('a projector');
    expect(why('monitor', 'inplay-kmt-1-single-arm-monitor-mount-13-27-gas-spring-fully-adjustable')?.detail).toBe('a mount, arm or stand');
    expect(why('monitor', 'fonudar-n2438-23-8-led-ips-5ms-75hz-fhd-vgahdmi-vesa-mount-monitor')).toBeUndefined();
    expect(why('monitor', 'aoc-u27b3cf-71-27-uhd-3840x2160-60hz-4ms-gtg-hdr10-usb-c-ips-monitor-with-built-in-speaker')).toBeUndefined();
  });

  it('rejects used and demo units, tray CPUs and CPUs without their cooler', () => {
    expect(why('monitor', 'acer-ka222q-widescreen-lcd-monitor-demo-unit')?.reason).toBe('used');
    expect(why('cpu', 'amd-ryzen-5-5600-processor-tray')?.reason).toBe('tray');
    expect(why('cpu', 'amd-ryzen-5-5600gt-processor-without-fan-mpk')).toEqual({ reason: 'tray', detail: 'CPU sold without its cooler' });
    expect(why('cpu', 'amd-ryzen-5-5600gt-mpk-processor')).toBeUndefined();
  });

  it('rejects items under the wrong category and things that are not PC parts', () => {
    expect(why('ram', 'seagate-st8000vn004-8tb-iron-wolf-hard-disk-drive')).toEqual({ reason: 'wrong-category', detail: 'looks like a drive' });
    expect(why('gpu', 'asus-prime-b650m-k-ddr5-am5-motherboard')?.detail).toBe('looks like a motherboard');
    expect(why('ram', 'kingston-datatraveler-exodia-128gb-usb3-2-usb-flash-drive')?.reason).toBe('not-a-part');
    expect(why('ram', 'hp-15-fd0414tu-i5-1334u-16gb-512gb-ssd-15-6-iris-xe-win11-h-s-blue-b49w6pa')?.detail).toBe('a laptop or PC');
    expect(why('storage', 'wd-my-passport-1tb-portable-white-wx42a93e1n8v-free-wd-pouch')?.detail).toBe('an external drive, enclosure or NAS');
    expect(why('psu', 'apc-bvx650i-ph-650va-360-watts-4-nema-circuit-breaker-apc-ups')?.detail).toBe('a UPS or AVR');
    expect(why('psu', '1st-player-fk-550w-650w-apfc-non-modular-power-supply-with-flat-cables')?.reason).toBe('several-variants');
  });

  it('rejects one listing priced for several capacities, wattages, sizes or boards', () => {
    expect(why('storage', 'kingston-a400-120gb-240gb-480gb-960gb-2tb-sata-3-2-5-internal-solid-state-drive')).toEqual({
      reason: 'several-variants',
      detail: 'capacities 120/240/480/960/2000 GB',
    });
    expect(why('psu', 'deepcool-gamerstorm-pn750m-pn850m-pn1000m-80-plus-gold-cybenetics-gold-atx-3-1-pcie-5-1-fully-modular-power-supply-unit-white-750w-850w-1000w')?.reason).toBe('several-variants');
    expect(why('gpu', 'gigabyte-rtx-5060-ti-windforce-oc-8g-16g-gddr7-graphics-card')?.detail).toBe('VRAM 8/16 GB');
    expect(why('ram', 'agi-sd238-ddr5-4800mhz-8gb-16gb-cl46-1-1v-single-pack-laptop-memory')?.reason).toBe('laptop-memory');
    expect(why('ram', 'team-group-vulcan-tuf-8gb-16gb-32gb-3600-mhz-ddr4-cl18-ddr4-desktop-black-yellow-heatsink')?.reason).toBe('several-variants');
    expect(why('motherboard', 'gigabyte-a320m-a520m-k-v2-ddr4-am4-a-l-matx-motherboard')?.detail).toBe('boards a320/a520');
    expect(why('cpu_cooler', 'arctic-liquid-freezer-iii-240-280-aio-liquid-cooling-system-black')?.detail).toBe('radiators 240/280 mm');
  });
});
