/** The peripherals' parts (spec §1: keyboard, mouse, headset, monitor), by catalogue.ts's field rules. */
import { z } from 'zod';
import { base } from './part-base.ts';

const connection = z.enum(['Wired', 'Wireless', 'Wireless + Bluetooth', 'Bluetooth']);

export const keyboardSchema = base.extend({
  /** Key layout by size (maker's naming). Required. */
  layout: z.enum(['Full-size', 'TKL', '96%', '75%', '65%', '60%']),
  /** Switch name as the maker gives it, e.g. `Gateron Red`. Required. */
  switchType: z.string().min(2).max(60),
  /** How it connects (maker). Required. */
  connection,
});

export const mouseSchema = base.extend({
  /** Sensor name (maker), e.g. `PAW3395`. Required. */
  sensor: z.string().min(2).max(40),
  /** Highest sensitivity in DPI (maker). Required. */
  maxDpi: z.number().int().min(400).max(50000),
  /** Weight in grams (maker). Required. */
  weightG: z.number().int().min(20).max(200),
  /** How it connects (maker). Required. */
  connection,
});

export const headsetSchema = base.extend({
  /** Speaker driver diameter in mm (maker). Required. */
  driverMm: z.number().int().min(10).max(70),
  /** Has a microphone (maker). Required. */
  microphone: z.boolean(),
  /** How it connects (maker). Required. */
  connection: z.enum(['Wired', 'Wireless', 'Wireless + Bluetooth', 'Bluetooth', 'USB', '3.5mm']),
});

export const monitorSchema = base.extend({
  /** Diagonal in inches (maker). Required. */
  sizeInch: z.number().min(15).max(57),
  /** Native resolution in pixels, `WIDTHxHEIGHT` (maker), e.g. `2560x1440`. Required. */
  resolution: z.string().regex(/^\d{3,4}x\d{3,4}$/),
  /** Highest refresh rate in Hz (maker). Required. */
  refreshHz: z.number().int().min(50).max(600),
  /** Panel technology (maker). Required. */
  panel: z.enum(['IPS', 'VA', 'TN', 'OLED']),
  /** Response time in ms as the maker rates it (each maker's own method). Required. */
  responseMs: z.number().min(0.01).max(10),
});
