/** The shape of content/launches/chips.json, checked by launches.test.ts (and so by `npm test`). */
import { z } from 'zod';

const MONTH = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

export const LAUNCHES_SCHEMA = z.strictObject({
  source: z.strictObject({ name: z.string().min(1), urls: z.array(z.url()).min(1), metric: z.string().min(1), note: z.string().min(1) }),
  cpus: z.record(z.string(), MONTH),
  gpuChips: z.record(z.string(), MONTH),
  chipsets: z.record(z.string(), MONTH),
});
