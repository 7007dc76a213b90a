/**
 * Catalogue parts for the pricing tests, copied from content/catalogue (names and the fields the
 * matcher reads), plus a few the catalogue does not have (a white card, the non-OC RTX 5060
 * Windforce, a Corsair 5000D White),
 * so that the tests do not change when editors add parts.
 */
import type { Category } from '../domain/catalogue/categories.ts';
import type { CataloguePart } from './identity.ts';
import { buildIndex, matchHandle, type MatchIndex } from './matcher.ts';
import type { SourceCategory } from './listing.ts';

const part = (category: Category, p: CataloguePart) => ({ category, part: p });

export const TEST_PARTS = [
  part('cpu', { id: 'cpu-amd-ryzen-5-5600g', name: 'AMD Ryzen 5 5600G 6-Core 3.9GHz AM4 Processor with Radeon Graphics and Wraith Stealth Cooler', brand: 'AMD', price: 6200 }),
  part('cpu', { id: 'cpu-amd-ryzen-7-5700x', name: 'AMD Ryzen 7 5700X 8-Core 3.4GHz AM4 Processor', brand: 'AMD', price: 8500 }),
  part('cpu', { id: 'cpu-amd-ryzen-7-5700x3d', name: 'AMD Ryzen 7 5700X3D 8-Core 3.0GHz AM4 Processor with 3D V-Cache', brand: 'AMD', price: 12000 }),
  part('cpu', { id: 'cpu-intel-core-ultra-5-245k', name: 'Intel Core Ultra 5 245K 14-Core 4.2GHz LGA1851 Unlocked Processor', brand: 'Intel', price: 16000 }),
  part('cpu', { id: 'cpu-intel-core-ultra-5-245kf', name: 'Intel Core Ultra 5 245KF 14-Core 4.2GHz LGA1851 Unlocked Processor (No iGPU)', brand: 'Intel', price: 14500 }),
  part('gpu', { id: 'gpu-asus-dual-rtx-4060-oc-8gb', name: 'ASUS Dual GeForce RTX 4060 OC 8GB GDDR6', brand: 'ASUS', price: 18995, chipset: 'GeForce RTX 4060', vram: 8 }),
  part('gpu', { id: 'gpu-asus-dual-rtx-4060-oc-white-8gb', name: 'ASUS Dual GeForce RTX 4060 OC White 8GB GDDR6', brand: 'ASUS', price: 19995, chipset: 'GeForce RTX 4060', vram: 8 }),
  part('gpu', { id: 'gpu-asus-dual-rtx-4060-ti-oc-8gb', name: 'ASUS Dual GeForce RTX 4060 Ti OC 8GB GDDR6', brand: 'ASUS', price: 24495, chipset: 'GeForce RTX 4060 Ti', vram: 8 }),
  part('gpu', { id: 'gpu-msi-rtx-5060-ti-ventus-2x-oc-plus-16g', name: 'MSI GeForce RTX 5060 Ti 16G Ventus 2X OC Plus', brand: 'MSI', price: 27495, chipset: 'GeForce RTX 5060 Ti', vram: 16 }),
  part('gpu', { id: 'gpu-gigabyte-rtx-5060-windforce-oc-8g', name: 'Gigabyte GeForce RTX 5060 Windforce OC 8G', brand: 'Gigabyte', price: 18295, chipset: 'GeForce RTX 5060', vram: 8 }),
  part('mobo', { id: 'mobo-msi-b450-tomahawk-max', name: 'MSI B450 TOMAHAWK MAX', brand: 'MSI', price: 5800, wifi: false, ramType: 'DDR4' }),
  part('mobo', { id: 'mobo-msi-b450m-a-pro-max-ii', name: 'MSI B450M-A PRO MAX II', brand: 'MSI', price: 3600, wifi: false, ramType: 'DDR4' }),
  part('mobo', { id: 'mobo-gigabyte-b550m-ds3h', name: 'Gigabyte B550M DS3H', brand: 'Gigabyte', price: 5500, wifi: false, ramType: 'DDR4' }),
  part('mobo', { id: 'mobo-msi-pro-b760m-a-wifi-ddr4', name: 'MSI PRO B760M-A WIFI DDR4', brand: 'MSI', price: 8300, wifi: true, ramType: 'DDR4' }),
  part('ram', { id: 'ram-teamgroup-elite-ddr5-4800-16gb', name: 'TeamGroup Elite 16GB (1x16GB) DDR5 4800MHz CL40 (TED516G4800C4001)', brand: 'TeamGroup', price: 2550, ramType: 'DDR5', frequency_mhz: 4800, capacityGb: 16, modules: 1, casLatency: 40 }),
  part('ram', { id: 'ram-gskill-trident-z5-neo-rgb-ddr5-6000-32gb-2x16', name: 'G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5 6000MHz CL30 EXPO (F5-6000J3038F16GX2-TZ5NR)', brand: 'G.Skill', price: 8450, ramType: 'DDR5', frequency_mhz: 6000, capacityGb: 32, modules: 2, casLatency: 30 }),
  part('ram', { id: 'ram-kingston-fury-beast-ddr4-3200-16gb-2x8', name: 'Kingston Fury Beast 16GB (2x8GB) DDR4 3200MHz CL16 (KF432C16BBK2/16)', brand: 'Kingston', price: 2450, ramType: 'DDR4', frequency_mhz: 3200, capacityGb: 16, modules: 2, casLatency: 16 }),
  part('m2', { id: 'm2-teamgroup-mp44-1tb', name: 'TeamGroup MP44 1TB PCIe 4.0 NVMe M.2 SSD', brand: 'TeamGroup', price: 4350, capacityGb: 1000, interface: 'nvme' }),
  part('storage', { id: 'storage-wd-blue-2tb', name: 'WD Blue 2TB 5400RPM 3.5" SATA HDD (WD20EZAZ)', brand: 'Western Digital', price: 3550, capacityGb: 2000, interface: 'sata', kind: 'hdd', formFactor: '3.5"', rpm: 5400 }),
  part('storage', { id: 'storage-kingston-a400-480gb', name: 'Kingston A400 480GB 2.5" SATA SSD (SA400S37/480G)', brand: 'Kingston', price: 1650, capacityGb: 480, interface: 'sata', kind: 'ssd', formFactor: '2.5"' }),
  part('psu', { id: 'psu-corsair-cx550', name: 'Corsair CX550 550W 80+ Bronze Non-Modular', brand: 'Corsair', price: 3100, wattage: 550, efficiency: '80+ Bronze' }),
  part('psu', { id: 'psu-cooler-master-mwe-bronze-650-v2', name: 'Cooler Master MWE 650 Bronze V2 650W 80+ Bronze', brand: 'Cooler Master', price: 3100, wattage: 650, efficiency: '80+ Bronze' }),
  part('psu', { id: 'psu-cooler-master-mwe-gold-850-v2-atx3', name: 'Cooler Master MWE Gold 850 V2 850W 80+ Gold Full Modular ATX 3.0', brand: 'Cooler Master', price: 6800, wattage: 850, efficiency: '80+ Gold' }),
  part('case', { id: 'case-nzxt-h5-flow', name: 'NZXT H5 Flow Mid-Tower Case (Tempered Glass)', brand: 'NZXT', price: 5200 }),
  part('case', { id: 'case-deepcool-ch560', name: 'Deepcool CH560 Mid-Tower Case', brand: 'Deepcool', price: 5200 }),
  part('cpu-cooler', { id: 'cooler-deepcool-ak400', name: 'Deepcool AK400 Single-Tower CPU Air Cooler', brand: 'Deepcool', price: 1850, coolerType: 'air' }),
  part('cpu-cooler', { id: 'cooler-thermalright-peerless-assassin-120-se', name: 'Thermalright Peerless Assassin 120 SE Dual-Tower CPU Air Cooler', brand: 'Thermalright', price: 2000, coolerType: 'air' }),
  part('cpu-cooler', { id: 'cooler-msi-mag-coreliquid-e240', name: 'MSI MAG CoreLiquid E240 AIO Liquid CPU Cooler', brand: 'MSI', price: 5200, coolerType: 'aio', radiatorMm: 240 }),
  part('monitor', { id: 'monitor-xiaomi-2k-gaming-monitor-27', name: 'Xiaomi 2K Gaming Monitor 27" QHD IPS 165Hz', brand: 'Xiaomi', price: 14000, refreshHz: 165 }),
  part('monitor', { id: 'monitor-aoc-24g2sp', name: 'AOC 24G2SP 23.8" FHD IPS 165Hz Gaming Monitor', brand: 'AOC', price: 8500, refreshHz: 165 }),
  // Parts added with the catalogue's growth (2026-04), and twins the tie rule is tested on.
  part('gpu', { id: 'gpu-gigabyte-rtx-5060-windforce-8g', name: 'Gigabyte GeForce RTX 5060 Windforce 8G', brand: 'Gigabyte', price: 17500, chipset: 'GeForce RTX 5060', vram: 8 }),
  part('gpu', { id: 'gpu-msi-rtx-3050-ventus-2x-6g-oc', name: 'MSI GeForce RTX 3050 Ventus 2X 6G OC', brand: 'MSI', price: 11500, chipset: 'GeForce RTX 3050', vram: 6 }),
  part('mobo', { id: 'mobo-gigabyte-b550m-ds3h-ac', name: 'Gigabyte B550M DS3H AC', brand: 'Gigabyte', price: 6200, wifi: true, ramType: 'DDR4' }),
  part('mobo', { id: 'mobo-asus-prime-b760m-k-d4', name: 'ASUS PRIME B760M-K D4', brand: 'ASUS', price: 5500, wifi: false, ramType: 'DDR4' }),
  part('mobo', { id: 'mobo-gigabyte-b760m-ds3h-ddr4', name: 'Gigabyte B760M DS3H DDR4', brand: 'Gigabyte', price: 6400, wifi: false, ramType: 'DDR4' }),
  part('ram', { id: 'ram-gskill-trident-z5-rgb-ddr5-6000-32gb-2x16', name: 'G.Skill Trident Z5 RGB 32GB (2x16GB) DDR5 6000MHz CL36 Black (F5-6000J3636F16GX2-TZ5RK)', brand: 'G.Skill', price: 9000, ramType: 'DDR5', frequency_mhz: 6000, capacityGb: 32, modules: 2, casLatency: 36 }),
  part('ram', { id: 'ram-gskill-trident-z5-neo-rgb-ddr5-6000-64gb-2x32', name: 'G.Skill Trident Z5 Neo RGB 64GB (2x32GB) DDR5 6000MHz CL30 EXPO', brand: 'G.Skill', price: 17000, ramType: 'DDR5', frequency_mhz: 6000, capacityGb: 64, modules: 2, casLatency: 30 }),
  part('ram', { id: 'ram-gskill-trident-z5-neo-rgb-ddr5-6000-64gb-2x32-cl36', name: 'G.Skill Trident Z5 Neo RGB 64GB (2x32GB) DDR5 6000MHz CL36 EXPO (F5-6000J3636F32GX2-TZ5NR)', brand: 'G.Skill', price: 15000, ramType: 'DDR5', frequency_mhz: 6000, capacityGb: 64, modules: 2, casLatency: 36 }),
  part('ram', { id: 'ram-crucial-ddr4-3200-8gb', name: 'Crucial 8GB (1x8GB) DDR4 3200MHz CL22 (CT8G4DFRA32A)', brand: 'Crucial', price: 1050, ramType: 'DDR4', frequency_mhz: 3200, capacityGb: 8, modules: 1, casLatency: 22 }),
  part('ram', { id: 'ram-kingston-fury-beast-ddr5-6000-32gb-2x16', name: 'Kingston Fury Beast 32GB (2x16GB) DDR5 6000MHz CL30 EXPO', brand: 'Kingston', price: 6000, ramType: 'DDR5', frequency_mhz: 6000, capacityGb: 32, modules: 2, casLatency: 30 }),
  part('storage', { id: 'storage-wd-blue-1tb', name: 'WD Blue 1TB 7200RPM 3.5" SATA HDD (WD10EZEX)', brand: 'Western Digital', price: 2600, capacityGb: 1000, interface: 'sata', kind: 'hdd', formFactor: '3.5"', rpm: 7200 }),
  part('case', { id: 'case-nzxt-h5-flow-white', name: 'NZXT H5 Flow Mid-Tower Case (Tempered Glass) White', brand: 'NZXT', price: 5400 }),
  part('case', { id: 'case-deepcool-ch560-digital', name: 'Deepcool CH560 Digital Mid-Tower Case', brand: 'Deepcool', price: 5500 }),
  part('case', { id: 'case-asus-rog-strix-helios-white', name: 'ASUS ROG Strix Helios GX601 White Edition Mid-Tower Gaming Case', brand: 'ASUS', price: 17000 }),
  part('case', { id: 'case-asus-tuf-gaming-gt301', name: 'ASUS TUF Gaming GT301 Mid-Tower Case', brand: 'ASUS', price: 4500 }),
  part('case', { id: 'case-corsair-5000d-airflow', name: 'Corsair 5000D Airflow Tempered Glass Mid-Tower Case', brand: 'Corsair', price: 9000 }),
  part('case', { id: 'case-corsair-5000d-white', name: 'Corsair 5000D Tempered Glass Mid-Tower Case White', brand: 'Corsair', price: 9000 }),
  part('cpu-cooler', { id: 'cooler-deepcool-ak400-digital', name: 'Deepcool AK400 Digital Single-Tower CPU Air Cooler', brand: 'Deepcool', price: 2300, coolerType: 'air' }),
  part('cpu-cooler', { id: 'cooler-deepcool-ag400', name: 'Deepcool AG400 Single-Tower CPU Air Cooler', brand: 'Deepcool', price: 1200, coolerType: 'air' }),
  part('cpu-cooler', { id: 'cooler-deepcool-ag400-argb', name: 'Deepcool AG400 ARGB Single-Tower CPU Air Cooler', brand: 'Deepcool', price: 1400, coolerType: 'air' }),
  part('cpu-cooler', { id: 'cooler-deepcool-ak620-zero-dark', name: 'Deepcool AK620 Zero Dark Dual-Tower CPU Air Cooler', brand: 'Deepcool', price: 3800, coolerType: 'air' }),
  // Parts of issue 21's matcher fixes (revisions, M.2 length, 80+ White, Nitro+, suffixes, memory codes).
  part('case', {id: 'case-nzxt-h7-flow-2023', name: 'NZXT H7 Flow (2023) Mid-Tower Case', brand: 'NZXT', price: 7800}),
  part('case', {id: 'case-lian-li-o11-dynamic-evo', name: 'Lian Li O11 Dynamic EVO Mid-Tower Case', brand: 'Lian Li', price: 8900}),
  part('case', {id: 'case-lian-li-o11-dynamic-evo-xl', name: 'Lian Li O11 Dynamic EVO XL Full-Tower Case', brand: 'Lian Li', price: 13500}),
  part('case', {id: 'case-lian-li-a3-matx', name: 'Lian Li A3-mATX Micro-ATX Case', brand: 'Lian Li', price: 4600}),
  part('case', {id: 'case-fractal-design-torrent', name: 'Fractal Design Torrent Mid-Tower Case', brand: 'Fractal Design', price: 11000}),
  part('case', {id: 'case-cooler-master-q300l', name: 'Cooler Master MasterBox Q300L Micro-ATX Case', brand: 'Cooler Master', price: 2600}),
  part('cpu-cooler', {id: 'cooler-id-cooling-se-224-xts', name: 'ID-Cooling SE-224-XTS CPU Air Cooler', brand: 'ID-Cooling', price: 1250, coolerType: 'air'}),
  part('cpu-cooler', {id: 'cooler-nzxt-kraken-240', name: 'NZXT Kraken 240 (2023) AIO Liquid CPU Cooler', brand: 'NZXT', price: 7500, coolerType: 'aio', radiatorMm: 240}),
  part('gpu', {id: 'gpu-sapphire-nitro-plus-rx-9070-xt-16gb', name: 'Sapphire Nitro+ AMD Radeon RX 9070 XT 16GB GDDR6', brand: 'Sapphire', price: 47995, chipset: 'Radeon RX 9070 XT', vram: 16}),
  part('m2', {id: 'm2-samsung-990-pro-1tb', name: 'Samsung 990 Pro 1TB PCIe 4.0 NVMe M.2 SSD (MZ-V9P1T0BW)', brand: 'Samsung', price: 6450, capacityGb: 1000, interface: 'nvme', formFactor: 'M.2 2280'}),
  part('m2', {id: 'm2-crucial-p310-1tb', name: 'Crucial P310 1TB PCIe 4.0 NVMe M.2 SSD (CT1000P310SSD8)', brand: 'Crucial', price: 8850, capacityGb: 1000, interface: 'nvme', formFactor: 'M.2 2280'}),
  part('mobo', {id: 'mobo-msi-mag-b550m-mortar-wifi', name: 'MSI MAG B550M MORTAR WIFI', brand: 'MSI', price: 8300, chipset: 'B550', ramType: 'DDR4', wifi: true}),
  part('monitor', {id: 'monitor-asus-vy249hf-r', name: 'ASUS VY249HF-R 23.8" FHD IPS 100Hz Monitor', brand: 'ASUS', price: 5850, refreshHz: 100}),
  part('monitor', {id: 'monitor-acer-nitro-vg240y-x1', name: 'Acer Nitro VG240Y X1 23.8" FHD IPS 200Hz Gaming Monitor', brand: 'Acer', price: 8079, refreshHz: 200}),
  part('monitor', {id: 'monitor-acer-nitro-vg271u-m3', name: 'Acer Nitro VG271U M3bmiipx 27" QHD IPS 180Hz Gaming Monitor', brand: 'Acer', price: 11633, refreshHz: 180}),
  part('psu', {id: 'psu-seasonic-focus-gx-750-atx3', name: 'Seasonic Focus GX-750 750W 80+ Gold Fully Modular ATX 3.0', brand: 'Seasonic', price: 7200, wattage: 750, efficiency: '80+ Gold', formFactor: 'ATX'}),
  part('psu', {id: 'psu-thermaltake-smart-600w', name: 'Thermaltake Smart 600W 80+ White', brand: 'Thermaltake', price: 2300, wattage: 600, efficiency: '80+ White', formFactor: 'ATX'}),
  part('psu', {id: 'psu-deepcool-pf650', name: 'Deepcool PF650 650W 80+ White', brand: 'Deepcool', price: 2400, wattage: 650, efficiency: '80+ White', formFactor: 'ATX'}),
  part('psu', {id: 'psu-nzxt-c850-gold-atx31', name: 'NZXT C850 Gold 850W 80+ Gold Fully Modular ATX 3.1 (2024)', brand: 'NZXT', price: 7500, wattage: 850, efficiency: '80+ Gold', formFactor: 'ATX'}),
  part('psu', {id: 'psu-corsair-sf750-2024', name: 'Corsair SF750 750W 80+ Platinum Fully Modular SFX ATX 3.1 (2024)', brand: 'Corsair', price: 10500, wattage: 750, efficiency: '80+ Platinum', formFactor: 'SFX'}),
  part('ram', {id: 'ram-kingston-fury-beast-rgb-ddr4-3600-16gb-2x8', name: 'Kingston Fury Beast RGB 16GB (2x8GB) DDR4 3600MHz CL17 (KF436C17BBAK2/16)', brand: 'Kingston', price: 2950, capacityGb: 16, modules: 2, frequency_mhz: 3600, casLatency: 17, ramType: 'DDR4'}),
  part('ram', {id: 'ram-gskill-ripjaws-v-ddr4-3200-16gb-2x8', name: 'G.Skill Ripjaws V 16GB (2x8GB) DDR4 3200MHz CL16 Black (F4-3200C16D-16GVKB)', brand: 'G.Skill', price: 2450, capacityGb: 16, modules: 2, frequency_mhz: 3200, casLatency: 16, ramType: 'DDR4'}),
  part('ram', {id: 'ram-gskill-trident-z-neo-ddr4-3600-32gb-2x16', name: 'G.Skill Trident Z Neo 32GB (2x16GB) DDR4 3600MHz CL18 RGB (F4-3600C18D-32GTZN)', brand: 'G.Skill', price: 6450, capacityGb: 32, modules: 2, frequency_mhz: 3600, casLatency: 18, ramType: 'DDR4'}),
  part('ram', {id: 'ram-lexar-thor-ddr4-3200-16gb-2x8', name: 'Lexar Thor 16GB (2x8GB) DDR4 3200MHz CL16 (LD4BU008G-R3200GDXG)', brand: 'Lexar', price: 2250, capacityGb: 16, modules: 2, frequency_mhz: 3200, casLatency: 16, ramType: 'DDR4'}),
  part('psu', { id: 'psu-corsair-rm850e-atx31', name: 'Corsair RM850e 850W 80+ Gold Fully Modular ATX 3.1', brand: 'Corsair', price: 7800, wattage: 850, efficiency: '80+ Gold' }),
  part('psu', { id: 'psu-corsair-rm1000e-atx3', name: 'Corsair RM1000e 1000W 80+ Gold Fully Modular ATX 3.0 (CP-9020264)', brand: 'Corsair', price: 9500, wattage: 1000, efficiency: '80+ Gold' }),
  part('case', { id: 'case-lian-li-lancool-ii-mesh-rgb', name: 'Lian Li Lancool II Mesh RGB Mid-Tower Case', brand: 'Lian Li', price: 6500 }),
  part('ram', { id: 'ram-gskill-ripjaws-m5-rgb-ddr5-6000-32gb-2x16-cl36', name: 'G.Skill Ripjaws M5 RGB 32GB (2x16GB) DDR5 6000MHz CL36 Black (F5-6000J3636F16GX2-RM5RK)', brand: 'G.Skill', price: 6250, ramType: 'DDR5', frequency_mhz: 6000, capacityGb: 32, modules: 2, casLatency: 36 }),
  part('ram', { id: 'ram-gskill-trident-z-rgb-ddr4-3200-32gb-2x16-cl16', name: 'G.Skill Trident Z RGB 32GB (2x16GB) DDR4 3200MHz CL16 (F4-3200C16D-32GTZR)', brand: 'G.Skill', price: 15150, ramType: 'DDR4', frequency_mhz: 3200, capacityGb: 32, modules: 2, casLatency: 16 }),
];

let index: MatchIndex | undefined;
export function testIndex(): MatchIndex {
  return (index ??= buildIndex(TEST_PARTS));
}

/** The part id a handle matches among the test parts, or a word for why not. */
export function matchId(handle: string, category: SourceCategory): string {
  const outcome = matchHandle(handle, category, testIndex());
  if (outcome.kind === 'match') return outcome.part.id;
  return outcome.kind === 'ambiguous' ? 'ambiguous' : 'none';
}
