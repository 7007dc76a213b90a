/**
 * Custom lines (issue 29 item 4): things the catalogue lacks (a UPS, fans, a Wi-Fi card, a
 * licence), typed in with a name, a kind and a price. They ride in every stored parts object as
 * `custom: [{name, category, price}]` — the draft, a saved build, a community post — and in the
 * permalink; they count in "your total" (marked), are listed in Copy as text, and the verdict
 * says it cannot check them. Stored data is read tolerantly here; the API refuses bad ones with
 * the reason (custom-parts-schema.ts, the same limits).
 * The words and your total are in custom-parts-text.ts (only the screens that show them load it).
 */
import { MAX_PRICE } from '../quote/limits.ts';

/** Kinds a custom line may be: what a whole setup adds, the catalogue's own, and other (labels: custom-parts-text.ts). */
export const CUSTOM_CATEGORY_KEYS = ['ups', 'case-fan', 'wifi', 'os', 'thermal-paste', 'cable', 'cpu', 'cpu-cooler', 'mobo', 'ram', 'gpu', 'storage', 'm2', 'psu', 'case', 'monitor', 'keyboard', 'mouse', 'headset', 'other'] as const;
export type CustomCategory = (typeof CUSTOM_CATEGORY_KEYS)[number];

export const MAX_CUSTOM_PARTS = 12;
export const MAX_CUSTOM_NAME = 80;
export { MAX_PRICE };

export interface CustomPart {
  name: string;
  category: CustomCategory;
  /** Whole pesos, 0 to MAX_PRICE. */
  price: number;
}

export const isCustomCategory = (value: unknown): value is CustomCategory => (CUSTOM_CATEGORY_KEYS as readonly unknown[]).includes(value);

/** A name as kept: one line, spaces collapsed, no control characters. */
export const cleanCustomName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One stored custom line, if valid. */
export function readCustomPart(value: unknown): CustomPart | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { name, category, price } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !isCustomCategory(category)) return undefined;
  const clean = cleanCustomName(name);
  if (!clean || clean.length > MAX_CUSTOM_NAME) return undefined;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0 || price > MAX_PRICE) return undefined;
  return { name: clean, category, price };
}

/** The custom lines a stored parts object carries (`custom`), at most MAX_CUSTOM_PARTS. */
export function customOf(stored: unknown): CustomPart[] {
  const list = stored && typeof stored === 'object' ? (stored as { custom?: unknown }).custom : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((v) => readCustomPart(v) ?? []).slice(0, MAX_CUSTOM_PARTS);
}

/** The parts object with its custom lines (no `custom` key when there are none). */
export function withCustom<P extends object>(parts: P, custom: readonly CustomPart[]): P {
  return custom.length ? { ...parts, custom: custom.map((c) => ({ ...c })) } : parts;
}

/** What the verdict says it cannot check, one line per custom part. */
export const customNotChecked = (custom: readonly CustomPart[]): string[] => custom.map((c) => `Not checked: ${c.name} is a custom part.`);

/** A verdict with the custom lines' "not checked" notes added (the builder and saved builds alike). */
export function withCustomNotes<R extends { notes: string[]; warnings: string[] }>(result: R, custom: readonly CustomPart[]): R {
  if (custom.length === 0) return result;
  const notes = customNotChecked(custom);
  return { ...result, notes: [...result.notes, ...notes], warnings: [...result.warnings, ...notes] };
}

// ---- Permalink: custom=<name>~<category>~<price>|… -------------------------------------------

export const CUSTOM_QUERY_KEY = 'custom';
const SEP = '|';
const FIELD = '~';

export function customToQuery(custom: readonly CustomPart[]): string {
  return custom.map((c) => [c.name.replace(/[~|]/g, ' '), c.category, c.price].join(FIELD)).join(SEP);
}

export function customFromQuery(value: string | null): CustomPart[] {
  if (!value) return [];
  return value
    .split(SEP)
    .slice(0, MAX_CUSTOM_PARTS)
    .flatMap((entry) => {
      const [name = '', category, price = ''] = entry.split(FIELD);
      return readCustomPart({ name, category, price: /^\d{1,7}$/.test(price) ? Number(price) : NaN }) ?? [];
    });
}
