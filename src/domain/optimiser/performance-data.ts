/**
 * The bundled performance figures (`content/performance/*.json`). Checked against their zod
 * schema by performance.test.ts (and so by `npm test`), not at run time: the builder page runs
 * the optimiser and should not ship the validator.
 */
import cpu from '../../../content/performance/cpu.json' with { type: 'json' };
import gpu from '../../../content/performance/gpu.json' with { type: 'json' };
import type { PerformanceData } from './performance-schema.ts';

export const PERFORMANCE_DATA: PerformanceData = { gpu, cpu } as PerformanceData;
