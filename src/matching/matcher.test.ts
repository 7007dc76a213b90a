/**
 * The matcher on real handles copied from ph-shop-listings-2026-04-23.tsv: the model and every
 * price-changing variant must agree, or there is no match.
 */
import { describe, expect, it } from 'vitest';
import { matchId } from './test-parts.ts';
import { casLatencies, colourOf, efficiencies, impliedWords, rcdTimings, respelled } from './facts.ts';
import { findPhrase, toText, squash } from './text.ts';

describe('model identity', () => {
  it('matches a CPU by its model number, and not the X3D or the KF beside it', () => {
    expect(matchId('amd-ryzen-7-5700x-3-4ghz-processor', 'cpu')).toBe('cpu-amd-ryzen-7-5700x');
    expect(matchId('amd-ryzen-7-5700x3d-processor', 'cpu')).toBe('cpu-amd-ryzen-7-5700x3d');
    expect(matchId('intel_core-ultra-5-processor-245kf-24m-cache-up-to-520-ghz', 'cpu')).toBe('cpu-intel-core-ultra-5-245kf');
    expect(matchId('intel-core-ultra-5-245k-desktop-processor', 'cpu')).toBe('cpu-intel-core-ultra-5-245k');
  });

  it('tells an RTX 4060 from an RTX 4060 Ti', () => {
    expect(matchId('asus-dual-rtx4060-o8g-rtx4060-dual-oc-8gb-gddr6-gpu', 'gpu')).toBe('gpu-asus-dual-rtx-4060-oc-8gb');
    expect(matchId('asus-_dual-geforce-rtx4060ti-oc-o8g-8gb-gpu', 'gpu')).toBe('gpu-asus-dual-rtx-4060-ti-oc-8gb');
  });

  it('an 8 GB card does not match the 16 GB part of the same name', () => {
    expect(matchId('msi-rtx-5060-ti-ventus-2x-oc-plus-8gb-graphics-card', 'gpu')).toBe('none');
    expect(matchId('msi-rtx-5060-ti-ventus-2x-oc-plus-16gb-graphics-card', 'gpu')).toBe('gpu-msi-rtx-5060-ti-ventus-2x-oc-plus-16g');
  });

  it('a card whose VRAM the listing omits matches only when the chip comes in one size', () => {
    expect(matchId('msi-rtx-5060-ti-ventus-2x-oc-plus-graphics-card', 'gpu')).toBe('none');
    expect(matchId('gigabyte-rtx-5060-windforce-oc-gv-n5060wf2oc-graphics-card', 'gpu')).toBe('gigabyte-rtx-5060-windforce-oc-8g'.replace(/^/, 'gpu-'));
  });

  it('the OC part needs a listing that says OC (the non-OC model is another SKU)', () => {
    // GV-N5060WF2-8GD is the non-OC Windforce: its own part, never the OC one.
    expect(matchId('gigabyte-rtx-5060-windforce-8gb-gddr7-gv-n5060wf2-8gd-graphics-card', 'gpu')).toBe('gpu-gigabyte-rtx-5060-windforce-8g');
    expect(matchId('gigabyte-geforce-rtx-5060-windforce-max-oc-8g-graphics-card-gv-n5060wf2max-oc-8gd', 'gpu')).toBe('none');
  });

  it('a White variant is its own part; black/white listings are the base part', () => {
    expect(matchId('asus-dual-nvidia-geforce-rtx-4060-oc-edition-dual-rtx4060-o8g-white-8gb-128bit-gddr6-videocard', 'gpu')).toBe(
      'gpu-asus-dual-rtx-4060-oc-white-8gb',
    );
    expect(matchId('msi-mag-coreliquid-e240-240-mm-aio-liquid-cooling-system-black-white', 'cpu_cooler')).toBe('cooler-msi-mag-coreliquid-e240');
    expect(matchId('deepcool-ak400-single-tower-cpu-air-cooler-white', 'cpu_cooler')).toBe('none');
  });

  it('a model word the part lacks rules it out: Digital, Max II, Wi-Fi, L, M', () => {
    expect(matchId('deepcool-ak400-single-tower-cpu-air-cooler-black', 'cpu_cooler')).toBe('cooler-deepcool-ak400');
    expect(matchId('deepcool-ak400-digital-cpu-air-cooler', 'cpu_cooler')).toBe('cooler-deepcool-ak400-digital');
    expect(matchId('deepcool-r-ak400-bkadmn-g-high-performance-cpu-cooler', 'cpu_cooler')).toBe('cooler-deepcool-ak400-digital'); // maker code: Digital
    expect(matchId('deepcool-ch560-digital-mid-tower-e-atx-pc-case-black-white', 'case')).toBe('case-deepcool-ch560-digital');
    expect(matchId('msi-b450-tomahawk-max-ii-am4-atx-amd-b450-connectivity-enhanced-audio-and-lan-usb-and-mystic-light-gaming-motherboard-for-ryzen', 'motherboard')).toBe('none');
    expect(matchId('msi-b450-tomahawk-max-motherboard-socket-am4-ddr4', 'motherboard')).toBe('mobo-msi-b450-tomahawk-max');
    expect(matchId('gigabyte-b550m-ds3h-ac-am4-matx-motherboard', 'motherboard')).toBe('mobo-gigabyte-b550m-ds3h-ac');
    expect(matchId('msi-pro-b760m-a-d4-wifi-socket-lga-1700-ddr4-motherboard', 'motherboard')).toBe('mobo-msi-pro-b760m-a-wifi-ddr4');
    expect(matchId('teamgroup-mp44l-m-2-1tb-pcie-4-0-nvme-with-graphene-label-internal-ssd-tm8fpk001t0c101', 'storage')).toBe('none');
    expect(matchId('corsair-cx550m-semi-modular-with-apfc-80-plus-bronze-power-supply', 'psu')).toBe('none');
    expect(matchId('corsair-cx550-bronze-550w-80-power-supply-cp-9020277-na', 'psu')).toBe('psu-corsair-cx550');
  });

  it('a model year the part lacks is another release (NZXT H5 Flow 2024)', () => {
    expect(matchId('nzxt-h5-flow-tg-atx-2x120mm-usb3-1c-1a-black-cc-h51fb-01-white-cc-h51fw-01', 'case')).toBe('case-nzxt-h5-flow');
    expect(matchId('nzxt-h5-flow-tg-2024-atx-black-case-cc-h52fb-01', 'case')).toBe('none');
  });

  it('memory: size, layout, speed and CAS latency must agree', () => {
    expect(matchId('g-skill-trident-z5-neo-rgb-32gb-2x16gb-ddr5-6000-mt-s-cl30-38-38-96-1-35v-amd-expo-desktop-memory-matte-black-f5-6000j3038f16gx2-tz5nr', 'ram')).toBe(
      'ram-gskill-trident-z5-neo-rgb-ddr5-6000-32gb-2x16',
    );
    expect(matchId('g-skill-trident-z5-neo-rgb-32gb-2x16gb-ddr5-6000-mt-s-cl28-36-36-96-1-40v-amd-expo-desktop-memory-matte-black-f5-6000j2836g16gx2-tz5nr', 'ram')).toBe('none');
    expect(matchId('g-skill-trident-z5-neo-rgb-64gb-2x32gb-ddr5-6000-cl36-intel-xmp-amd-expo-desktop-memory', 'ram')).toBe('ram-gskill-trident-z5-neo-rgb-ddr5-6000-64gb-2x32-cl36');
    expect(matchId('kingston-fury-beast-16gb-2x8-3200mhz-ddr4-memory-black-kf432c16bbk2-16', 'ram')).toBe('ram-kingston-fury-beast-ddr4-3200-16gb-2x8');
    expect(matchId('kingston-fury-beast-16gb-2x8-3600mt-s-ddr4-memory-rgb-black', 'ram')).toBe('none');
  });

  it('drives: capacity, SSD or HDD, and the maker part number', () => {
    expect(matchId('western-digital-wd-caviar-blue-2tb-64mb-wd20ezaz', 'storage')).toBe('storage-wd-blue-2tb');
    expect(matchId('western-digital-wd-blue-2tb-256mb-hard-drive-wd20ezbx', 'storage')).toBe('none');
    expect(matchId('western-digital-blue-2tb-3d-nand-2-5-sata-ssd', 'storage')).toBe('none');
    expect(matchId('kingston-480gb-a400-2-5-solid-state-drive', 'storage')).toBe('storage-kingston-a400-480gb');
  });

  it('power supplies: the efficiency word in a model name counts (MWE Bronze vs MWE Gold)', () => {
    expect(matchId('coolermaster-mwe650-v2-power-supply-650watts', 'psu')).toBe('none');
    expect(matchId('cooler-master-mwe-gold-650-v2-full-modular-power-supply-unit', 'psu')).toBe('none');
    expect(matchId('cooler-master-mwe-650-bronze-v2-650w-80-plus-bronze-power-supply', 'psu')).toBe('psu-cooler-master-mwe-bronze-650-v2');
  });

  it('power supplies: a listing stating another ATX revision is the other model', () => {
    expect(matchId('coolermaster-mwe850-v2-atx-3-1-fm-mpe-8501-afaag-3eu2-850watts-fully-modular-80-gold-power-supply', 'psu')).toBe('none');
  });

  it('monitors: another model code or refresh rate is another monitor', () => {
    expect(matchId('aoc-24g2sp-23-8-165hz-ips-gaming-monitor', 'monitor')).toBe('monitor-aoc-24g2sp');
    expect(matchId('xiaomi-2k-gaming-monitor-g27qi', 'monitor')).toBe('none');
    expect(matchId('xiaomi-a27qi-eu-2k-27-2560-x-1440-100hz-monitor', 'monitor')).toBe('none');
  });
});

describe('parts added as the catalogue grew (real handles of 2026-04-23)', () => {
  it('a board named "D4" or "DDR4" matches listings that say either, and not one that states no memory type', () => {
    expect(matchId('asus-prime-b760m-k-d4-matx-motherboard', 'motherboard')).toBe('mobo-asus-prime-b760m-k-d4');
    expect(matchId('asus-prime-b760m-k-d4-ddr4-lga1700-m-atx', 'motherboard')).toBe('mobo-asus-prime-b760m-k-d4');
    expect(matchId('asus-prime-b760m-k-micro-atx-motherboard', 'motherboard')).toBe('none'); // the DDR5 board
    expect(matchId('asus-prime-b760m-k-ddr5-lga-1700-motherboard', 'motherboard')).toBe('none');
    expect(matchId('gigabyte-b760m-ds3h-socket-lga-1700-ddr4-motherboard', 'motherboard')).toBe('mobo-gigabyte-b760m-ds3h-ddr4');
  });

  it('a later board revision (R2) or a GEN5 board is another model', () => {
    expect(matchId('gigabyte-b550m-ds3h-ac-r2-am4-ddr4-motherboard', 'motherboard')).toBe('none');
    expect(matchId('gigabyte-b550m-ds3h-r2-am4-motherboard', 'motherboard')).toBe('none');
    expect(matchId('gigabyte-ga-b760m-ds3h-ddr4-gen5-motherboard', 'motherboard')).toBe('none');
  });

  it('MSI Ventus 2X E is not the Ventus 2X', () => {
    expect(matchId('msi-rtx-3050-ventus-2x-e-6gb-oc-graphics-card', 'gpu')).toBe('none');
    expect(matchId('msi-geforce-rtx-3050-ventus-2x-oc-6gb-96-bit-ddr6-videocard', 'gpu')).toBe('gpu-msi-rtx-3050-ventus-2x-6g-oc');
  });

  it('twins that both match: the one whose name the listing covers wins (OC, ARGB); an even tie stays a tie', () => {
    expect(matchId('gigabyte-rtx-5060-windforce-oc-gv-n5060wf2oc-graphics-card', 'gpu')).toBe('gpu-gigabyte-rtx-5060-windforce-oc-8g');
    expect(matchId('deepcool-gammaxx-ag400-120mm-dual-tower-cpu-air-cooler', 'cpu_cooler')).toBe('cooler-deepcool-ag400');
    expect(matchId('deepcool-gammaxx-ag400-single-tower-air-cooler-r-ag400-bknnmn-g-1', 'cpu_cooler')).toBe('cooler-deepcool-ag400');
    expect(matchId('deepcool-ag400-argb-single-tower-120mm-cpu-cooler-r-ag400-bkanmc-g-1', 'cpu_cooler')).toBe('cooler-deepcool-ag400-argb');
    // No CAS latency: CL30 or CL36, so neither part (the latency is required, see below).
    expect(matchId('g-skill-trident-z5-neo-64gb-2x32-6000mhz-ddr5-rgb-memory', 'ram')).toBe('none');
  });

  it('a listing naming both colours is the base part, not the White one', () => {
    expect(matchId('nzxt-h5-flow-tg-atx-2x120mm-usb3-1c-1a-black-cc-h51fb-01-white-cc-h51fw-01', 'case')).toBe('case-nzxt-h5-flow');
    expect(matchId('nzxt_cc-h51fw-01-h5-flow-white-atx-mid-tower-case-', 'case')).toBe('case-nzxt-h5-flow-white');
  });

  it('"Compact", "Mesh", "Airflow" describe a case unless the brand has a model by that word; shops drop "Edition"', () => {
    expect(matchId('nzxt-h5-flow-compact-cc-h51fw-01-mid-tower-airflow-gaming-case-white', 'case')).toBe('case-nzxt-h5-flow-white');
    expect(matchId('deepcool-ch560-digital-mesh-tg-atx-case-3x140mm-1x120mm-usb3-1c-1a-black-r-ch560-bkape4d-g-1-white-r-ch560-whape4d-g-1', 'case')).toBe('case-deepcool-ch560-digital');
    expect(matchId('asus-tuf-gaming-gt301-mid-tower-compact-case', 'case')).toBe('case-asus-tuf-gaming-gt301');
    expect(matchId('asus-rog-strix-helios-gx601-mid-tower-gaming-case-white', 'case')).toBe('case-asus-rog-strix-helios-white');
    // Corsair makes a 5000D Airflow, so "airflow" still marks it.
    expect(matchId('corsair-cs-cc-9011211-ww-5000d-airflow-tg-mid-tower-atx-casing-white', 'case')).toBe('none');
    expect(matchId('corsair-5000d-tempered-glass-mid-tower-atx-pc-case-cs-cc-9011209-ww-white', 'case')).toBe('case-corsair-5000d-white');
  });

  it('a Deepcool Digital code implies no extra ARGB (every Digital model is lit); Zoria is another AK620', () => {
    expect(matchId('deepcool-ak400-digital-air-cooler-r-ak400-bkadmn-g', 'cpu_cooler')).toBe('cooler-deepcool-ak400-digital');
    expect(matchId('deepcool-ak620-zero-dark-dual-tower-cpu-cooler-black', 'cpu_cooler')).toBe('cooler-deepcool-ak620-zero-dark');
    expect(matchId('deepcool-ak620-zero-dark-zoria-cpu-air-cooler', 'cpu_cooler')).toBe('none');
  });

  it('memory: another maker part number is another kit (silver, one stick, another bin, CL40, XMP for EXPO)', () => {
    expect(matchId('gskill-trident-z5-rgb-32gb-16x2-ddr5-f5-6000j3636f16gx2-tz5rk', 'ram')).toBe('ram-gskill-trident-z5-rgb-ddr5-6000-32gb-2x16');
    expect(matchId('gskill-trident-z5-rgb-32gb-dual-ddr5-6000-silver-cl36-1-35v-f5-6000j3636f16gx2-tz5rs', 'ram')).toBe('none');
    expect(matchId('g-skill-trident-z5-rgb-series-32gb-2x16gb-ddr5-6000-cl36-intel-xmp-amd-expo-desktop-memory-f5-6000j3636f16gx1-tz5rk', 'ram')).toBe('none');
    expect(matchId('g-skill-trident-z5-rgb-32gb-2-x-16gb-ddr5-6000-memory-matte-black-f5-6000u3636e16gx2-tz5rk', 'ram')).toBe('none');
    expect(matchId('g-skill-trident-z5-rgb-32gb-2-x-16gb-ddr5-6000-memory-matte-black-f5-6000u4040e16gx2-tz5rk', 'ram')).toBe('none');
    expect(casLatencies(toText('f5-6000u4040e16gx2-tz5rk'))).toEqual([40]);
    // Crucial CT8G4DFS832A is another 8 GB DDR4-3200 module than the part's CT8G4DFRA32A.
    expect(matchId('crucial-ct8g4dfs832a-8gb-3200mhz-ddr4-dimm', 'ram')).toBe('none');
    // Kingston's E marks the EXPO kit: KF560C30BBEK2-32 is the part, KF560C30BBK2-32 (XMP) is not.
    expect(matchId('kingston-fury-beast-32gb-dual-ddr5-6000mt-s-cl30-kf560c30bbek2-32', 'ram')).toBe('ram-kingston-fury-beast-ddr5-6000-32gb-2x16');
    expect(matchId('kingston-fury-beast-32gb-2x16-ddr5-6000mt-s-cl30-desktop-memory-kf560c30bbk2-32', 'ram')).toBe('none');
  });
});

describe('hard drives come at several spindle speeds and sizes', () => {
  it('a listing stating neither, nor the part number, is not priced', () => {
    expect(matchId('wd-blue-1tb-desktop-hard-disk-drive-7200-rpm-sata-6gbs', 'storage')).toBe('storage-wd-blue-1tb');
    expect(matchId('western-digital-wd-caviar-blue-1tb-64mb-wd10ezex', 'storage')).toBe('storage-wd-blue-1tb');
    expect(matchId('western-digital-blue-1tb-sata-hard-drive', 'storage')).toBe('none');
  });
});

describe('phrases on word boundaries', () => {
  it('finds a number inside a glued chip name, but a model code only whole', () => {
    const text = toText('asus-dual-rtx4060ti-oc');
    expect(findPhrase(text, '4060')).toBeGreaterThanOrEqual(0);
    expect(findPhrase(toText('corsair-cx650m-power'), squash('CX650'))).toBe(-1);
    expect(findPhrase(toText('msi-b450m-a-pro-max-iii'), 'ii')).toBe(-1);
    expect(findPhrase(toText('g.skill trident'), squash('G.Skill'))).toBe(0);
  });
});

describe('issue 21: parts defined by a year, an ATX revision or a part number', () => {
  it('the 2024 NZXT C850 (ATX 3.1) takes no listing of the 2022 model (PA-8G1BB-US) or one that does not say', () => {
    expect(matchId('nzxt-c850-gold-850w-80-full-modular-pa-8g1bb-us', 'psu')).toBe('none');
  });

  it('the ATX 3.0 Focus GX-750, MWE Gold 850 V2 and the 2024 SF750 take no listing that states no revision', () => {
    expect(matchId('seasonic-focus-gx-750-750watts-80-gold-full-modular', 'psu')).toBe('none');
    expect(matchId('coolermaster-mwe850-v2-mpe-8501-afaag-tw-850watts-fully-modular-80-gold-power-supply', 'psu')).toBe('none');
    expect(matchId('corsair-sf750-750watts-80-platinum-sfx-power-supply', 'psu')).toBe('none');
    expect(matchId('nzxt-kraken-240-black-w-monitoring-lcd-liquid-cooler-rl-kn240-b1', 'cpu_cooler')).toBe('none'); // in overrides.json, with why
  });

  it('a listing that states the revision, or the part number, is the part', () => {
    expect(matchId('corsair-rm850e-cybernetics-850w-80-gold-atx3-1-power-supply-cp-9020296-na', 'psu')).toBe('psu-corsair-rm850e-atx31');
    expect(matchId('corsair-rm1000e-gold-1000w-80-full-modular-power-supply-cp-9020264-na', 'psu')).toBe('psu-corsair-rm1000e-atx3');
    expect(matchId('corsair-rme-series-rm1000e-1000w-fully-modular-gold-low-noise-atx-power-supply', 'psu')).toBe('none');
  });

  it('memory needs the CAS latency or the part number; maker codes state both and the memory type', () => {
    expect(matchId('kingston-fury-beast-16gb-2x8-3200mhz-ddr4-memory-black', 'ram')).toBe('none');
    expect(matchId('g-skill-ripjaws-v-16gb-2x8-memory-3200mhz-ddr4-black', 'ram')).toBe('none');
    expect(matchId('g-skill-ripjaws-v-16gb-2-x-8gb-ddr4-3200-memory-f4-3200c16d-16gvk', 'ram')).toBe('ram-gskill-ripjaws-v-ddr4-3200-16gb-2x8'); // F4-…C16D: CL16
    expect(matchId('lexar-ld4bu008g-r3200gdxg-16gb-2x8g-3200mhz-ddr4-thor-dimm', 'ram')).toBe('ram-lexar-thor-ddr4-3200-16gb-2x8'); // part number
    expect(matchId('gskill-trident-z-neo-rgb-32gb-2x16gb-3600-cl18-f4-3600c18d-32gtzn', 'ram')).toBe('ram-gskill-trident-z-neo-ddr4-3600-32gb-2x16'); // F4: DDR4
    // KF436C17BB2AK2 is the RGB kit (the revision digit before A), but not the part's KF436C17BBAK2.
    expect(impliedWords(toText('kf436c17bb2ak2'))).toContain('rgb');
    expect(matchId('kingston-kf436c17bb2ak2-16-16gb-2x8-3600mhz-ddr4-cl17-dimm-fury-beast-rgb', 'ram')).toBe('none');
  });
});

describe('issue 21: facts and words read right', () => {
  it('M.2 length is a fact: a 2230 Crucial P310 is not the 2280 part', () => {
    expect(matchId('6239-crucial-p310-1tb-pcie-gen4-nvme-2230-m2-internal-ssd.html', 'storage')).toBe('none');
    expect(matchId('crucial-p310-1tb-pcie-gen4-nvme-2280-m-2-ssd-ct1000p310ssd8', 'storage')).toBe('m2-crucial-p310-1tb');
  });

  it('"80+ White" is an efficiency rating, not a colour (the Deepcool PF650 matches)', () => {
    expect(matchId('deepcool-pf650-atx-switching-power-supply-r-pf650d-ha0b-us', 'psu')).toBe('psu-deepcool-pf650');
    expect(efficiencies(toText('Deepcool PF650 650W 80+ White'))).toEqual(['white']);
    expect(colourOf(toText('Deepcool PF650 650W 80+ White'))).toBeUndefined();
    expect(colourOf(toText('deepcool-ak400-single-tower-cpu-air-cooler-white'))).toBe('white');
  });

  it('"Nitro+" keeps its "+": shops write "Nitro", and say "Nitro+" or "Nitro Plus" too', () => {
    expect(matchId('sapphire-nitro-amd-radeon-rx-9070-xt-16gb-graphics-card', 'gpu')).toBe('gpu-sapphire-nitro-plus-rx-9070-xt-16gb');
    expect(matchId('sapphire-nitro-plus-rx-9070-xt-16gb-graphics-card', 'gpu')).toBe('gpu-sapphire-nitro-plus-rx-9070-xt-16gb');
  });

  it('"Mini-ITX", "mini ATX tower", "dark grey" and "Eye Care Plus" describe; a "Nano" case is another model', () => {
    expect(matchId('coolermaster-masterbox-q300l-mini-atx-tower-case', 'case')).toBe('case-cooler-master-q300l');
    expect(matchId('lian-li-dan-a3-matx-small-case-for-m-atx-mini-itx-black-white', 'case')).toBe('case-lian-li-a3-matx');
    expect(matchId('fractal-design-torrent-nano-tempered-glass-airflow-mini-itx-computer-case-black', 'case')).toBe('none');
    expect(matchId('idcooling-se-224-xts-mini-black-cpu-aircooler', 'cpu_cooler')).toBe('none'); // the SE-224-XTS Mini
    // The sample read for issue 21 found the Lancool II Mesh C RGB (the USB-C model) taken for the Mesh RGB.
    expect(matchId('lian-li-lancool-ii-mesh-c-rgb-x-black-atx-3x120mm', 'case')).toBe('none');
    expect(matchId('lexar-thor-16gb-kit-2x8gb-ddr4-3200mhz-cl16-intel-xmp-2-0-gaming-desktop-memory-dark-grey-ld4bu008g-r3200gdxg', 'ram')).toBe('ram-lexar-thor-ddr4-3200-16gb-2x8');
    expect(matchId('asus-vy249hf-r-23-8-fhd-ips-100hz-eye-care-plus-monitor', 'monitor')).toBe('monitor-asus-vy249hf-r');
  });

  it('a board listing naming its chipset ("AMD B550") beside the model code is that board', () => {
    expect(matchId('msi-mag-b550m-mortar-wifi-amd-b550-micro-atx-mag-series-with-premium-thermal-solutionsocket-am4-ddr4-gaming-motherboard', 'motherboard')).toBe('mobo-msi-mag-b550m-mortar-wifi');
    expect(matchId('msi-b450m-a-pro-max-ii-amd-b450-am4-micro-atx-motherboard', 'motherboard')).toBe('mobo-msi-b450m-a-pro-max-ii');
  });

  it('suffixed model codes: Acer configuration letters and Lian Li "O11D" match; another model letter does not', () => {
    expect(matchId('acer-23-8-nitro-vg240y-x1bmiipx-ips-200hz-gaming-monitor', 'monitor')).toBe('monitor-acer-nitro-vg240y-x1');
    expect(matchId('acer-nitro-vg271u-27-wqhd-ips-180hz-m3', 'monitor')).toBe('monitor-acer-nitro-vg271u-m3');
    expect(matchId('acer-27-nitro-vg271u-m3bmiipx-ips-monitor', 'monitor')).toBe('monitor-acer-nitro-vg271u-m3');
    expect(respelled(toText('acer-nitro-vg240y-x1bmiipx'))).toEqual(['acer', 'nitro', 'vg240y', 'x1', 'bmiipx']);
    expect(matchId('lian-li-o11d-dynamic-evo-xl-black-o11dexl-x-full-tower-gaming-pc-case', 'case')).toBe('case-lian-li-o11-dynamic-evo-xl');
    expect(matchId('lian-li-o11d-dynamic-evo-white-o11dew-mid-tower-pc-case', 'case')).toBe('none'); // the white EVO
    expect(matchId('teamgroup-mp44l-m-2-1tb-pcie-4-0-nvme-with-graphene-label-internal-ssd-tm8fpk001t0c101', 'storage')).toBe('none');
  });

  it('Samsung part numbers state the capacity', () => {
    expect(matchId('samsung-mz-v9p1t0bw-990-pro-nvme-pcie-ssd-solid-state-drive', 'storage')).toBe('m2-samsung-990-pro-1tb');
    expect(matchId('samsung-mz-v9p2t0bw-990-pro-nvme-pcie-ssd-solid-state-drive', 'storage')).toBe('none'); // 2 TB
  });
});

describe('issue 21: kits told apart by their maker part numbers', () => {
  it('G.Skill kits of one speed and latency differ in the second timing: CL36-48-48 is not CL36-36-36', () => {
    expect(rcdTimings(toText('g-skill-ripjaws-m5-rgb-32gb-2x16gb-ddr5-6000mhz-cl36-48-48-96-1-25v'))).toEqual([48]);
    expect(rcdTimings(toText('f5-6000j3636f16gx2-rm5rk'))).toEqual([36]);
    expect(matchId('g-skill-ripjaws-m5-rgb-32gb-2x16gb-ddr5-6000mhz-cl36-48-48-96-1-25v-intel-xmp-desktop-memory', 'ram')).toBe('none');
    expect(matchId('g-skill-ripjaws-m5-rgb-32gb-16gx2-ddr5-6000mt-s-desktop-memory-f5-6000j3636f16gx2-rm5rk-f5-6000j3636f16gx2-rm5', 'ram')).toBe('ram-gskill-ripjaws-m5-rgb-ddr5-6000-32gb-2x16-cl36');
  });

  it('a part number with a longer series code is another kit (Trident Z "32GTZSK" is not Trident Z RGB "32GTZR")', () => {
    expect(matchId('g-skill-trident-z-rgb-2x16-32gb-ddr4-3200mhz-cl16-desktop-memory-f4-3200c16d-32gtzsk', 'ram')).toBe('none');
    expect(matchId('g-skill-trident-z-rgb-32gb-16gbx2-ddr4-3200mhz-f4-3200c16d-32gtzr-desktop-memory', 'ram')).toBe('ram-gskill-trident-z-rgb-ddr4-3200-32gb-2x16-cl16');
    // The code ends where its word ends: "…-16GVK ddr4" is the part's F4-3200C16D-16GVKB, not "16GVKDDR".
    expect(matchId('g-skill-ripjaws-v-16gb-2-x-8gb-ddr4-3200-memory-f4-3200c16d-16gvk', 'ram')).toBe('ram-gskill-ripjaws-v-ddr4-3200-16gb-2x8');
  });
});
