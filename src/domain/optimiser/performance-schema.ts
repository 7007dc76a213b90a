/**
 * The zod schema of the performance figures in `content/performance/` (gpu.json, cpu.json):
 * each file names its source, and every entry is checked so a bad edit fails the tests with the
 * file and the entry.
 */
import { z } from 'zod';

const sourceSchema = z.strictObject({
  /** Who published the figures. */
  name: z.string().min(10),
  url: z.url(),
  alsoSee: z.array(z.url()).optional(),
  /** What was measured. */
  metric: z.string().min(10),
  /** Which part scores 100 (or how the numbers are scaled). */
  reference: z.string().min(3),
  /** How the figures got here and how far to trust them. */
  note: z.string().min(10),
});

export const gpuPerformanceSchema = z
  .strictObject({
    source: sourceSchema,
    /** Graphics cards by chip (the catalogue's `chipset`), with `vram` where two memory sizes play differently. */
    discrete: z.array(z.strictObject({ chip: z.string().min(3), vram: z.number().int().positive().optional(), score: z.number().positive().max(500) })).min(1),
    /** Integrated graphics by name, on the same scale (CPUs name theirs in cpu.json). */
    integrated: z.array(z.strictObject({ name: z.string().min(3), score: z.number().positive().max(100) })).min(1),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    for (const [i, entry] of data.discrete.entries()) {
      const key = `${entry.chip}|${entry.vram ?? ''}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['discrete', i], message: `${entry.chip} is listed twice` });
      seen.add(key);
    }
  });

export const cpuPerformanceSchema = z
  .strictObject({
    sources: z.strictObject({ gaming: sourceSchema, multiThread: sourceSchema }),
    /** The models that score 100 in each column. */
    reference: z.strictObject({ gaming: z.string(), multiThread: z.string() }),
    cpus: z
      .array(
        z.strictObject({
          /** The model as the catalogue's name gives it, without the maker: `Ryzen 5 7600`, `Core i5-14400F`. */
          model: z.string().min(3),
          /** Relative speed in games (reference = 100). */
          gaming: z.number().positive().max(200),
          cinebenchR23Multi: z.number().int().positive(),
          /** The integrated graphics' name in gpu.json, or null for none. */
          integrated: z.string().nullable(),
        }),
      )
      .min(1),
  })
  .superRefine((data, ctx) => {
    const models = new Set<string>();
    for (const [i, cpu] of data.cpus.entries()) {
      if (models.has(cpu.model)) ctx.addIssue({ code: 'custom', path: ['cpus', i], message: `${cpu.model} is listed twice` });
      models.add(cpu.model);
    }
    for (const ref of [data.reference.gaming, data.reference.multiThread]) {
      if (!models.has(ref)) ctx.addIssue({ code: 'custom', path: ['reference'], message: `reference ${ref} is not in the list` });
    }
  });

export type GpuPerformance = z.infer<typeof gpuPerformanceSchema>;
export type CpuPerformance = z.infer<typeof cpuPerformanceSchema>;
export interface PerformanceData {
  gpu: GpuPerformance;
  cpu: CpuPerformance;
}

/** Validates both files and that every integrated graphics a CPU names is listed. */
export function parsePerformanceData(gpuRaw: unknown, cpuRaw: unknown): PerformanceData {
  const gpu = gpuPerformanceSchema.safeParse(gpuRaw);
  const cpu = cpuPerformanceSchema.safeParse(cpuRaw);
  const problems: string[] = [];
  if (!gpu.success) problems.push(...gpu.error.issues.map((i) => `content/performance/gpu.json: ${i.path.join('.')}: ${i.message}`));
  if (!cpu.success) problems.push(...cpu.error.issues.map((i) => `content/performance/cpu.json: ${i.path.join('.')}: ${i.message}`));
  if (gpu.success && cpu.success) {
    const names = new Set(gpu.data.integrated.map((g) => g.name));
    for (const c of cpu.data.cpus) {
      if (c.integrated !== null && !names.has(c.integrated)) problems.push(`content/performance/cpu.json: ${c.model}: integrated graphics "${c.integrated}" is not in gpu.json`);
    }
  }
  if (problems.length) throw new Error(`The performance data has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return { gpu: gpu.data!, cpu: cpu.data! };
}
