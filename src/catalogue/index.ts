/**
 * The parts catalogue, read from `content/catalogue/*.json` and validated once when the module
 * loads. Shared by the API (both runtimes) and the pre-rendered pages, so a bad edit fails the
 * build, the tests and server start alike, with a message that names the file and the field.
 */
import cpu from '../../content/catalogue/cpu.json' with { type: 'json' };
import cpuCooler from '../../content/catalogue/cpu-cooler.json' with { type: 'json' };
import gpu from '../../content/catalogue/gpu.json' with { type: 'json' };
import psu from '../../content/catalogue/psu.json' with { type: 'json' };
import mobo from '../../content/catalogue/mobo.json' with { type: 'json' };
import ram from '../../content/catalogue/ram.json' with { type: 'json' };
import storage from '../../content/catalogue/storage.json' with { type: 'json' };
import m2 from '../../content/catalogue/m2.json' with { type: 'json' };
import pcCase from '../../content/catalogue/case.json' with { type: 'json' };
import keyboard from '../../content/catalogue/keyboard.json' with { type: 'json' };
import mouse from '../../content/catalogue/mouse.json' with { type: 'json' };
import headset from '../../content/catalogue/headset.json' with { type: 'json' };
import monitor from '../../content/catalogue/monitor.json' with { type: 'json' };
import caseFan from '../../content/catalogue/case-fan.json' with { type: 'json' };
import thermalPaste from '../../content/catalogue/thermal-paste.json' with { type: 'json' };
import wifiCard from '../../content/catalogue/wifi-card.json' with { type: 'json' };
import os from '../../content/catalogue/os.json' with { type: 'json' };
import ups from '../../content/catalogue/ups.json' with { type: 'json' };
import { type Category, type Component, CATEGORIES } from '../domain/catalogue/catalogue.ts';
import { parseCatalogue, type Catalogue } from './parse.ts';
import { withShopPrices, type ShopPriceFacts } from './shop-prices.ts';
import priceSnapshot from './price-snapshot.ts';

export const RAW_CATALOGUE_FILES: Record<Category, unknown> = {
  cpu,
  'cpu-cooler': cpuCooler,
  gpu,
  psu,
  mobo,
  ram,
  storage,
  m2,
  case: pcCase,
  keyboard,
  mouse,
  headset,
  monitor,
  'case-fan': caseFan,
  'thermal-paste': thermalPaste,
  'wifi-card': wifiCard,
  os,
  ups,
};

/** The validated catalogue, priced from the newest shop snapshot where shops list a part. */
export const catalogue: Catalogue & { shopPrices: ShopPriceFacts } = withShopPrices(parseCatalogue(RAW_CATALOGUE_FILES), priceSnapshot);

export function componentsOf<C extends Category>(category: C): Component<C>[] {
  return catalogue.parts[category];
}

export const ALL_COMPONENTS: Component[] = CATEGORIES.flatMap((c): Component[] => catalogue.parts[c]);
export { CATEGORIES };
