/**
 * One report for `npm run bench`: every benchmark saves its rows here as it finishes
 * (`saveSection`), and `node bench/report.ts` joins the latest of each into bench/REPORT.md —
 * the file the README links — and prints it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';

const LATEST = 'bench/results/latest';

/** The sections in report order, with what each measures. */
const SECTIONS = {
  domain: 'Compatibility rules, per evaluation of a full build',
  optimiser: 'Budget optimiser, per answer',
  api: 'API under load (loopback, embedded database, 10,000 community builds)',
  cpu: 'CPU time per request, in process',
  'page-weight': 'JavaScript each page loads (gzip)',
  interaction: 'Builder interaction',
  quote: 'Quote checker: reading a 20-line quote (Web Worker vs API)',
  lighthouse: 'Lighthouse (mobile), per template',
} as const;
export type Section = keyof typeof SECTIONS;

type Row = Record<string, unknown>;

export function saveSection(section: Section, rows: Row[]): void {
  mkdirSync(LATEST, { recursive: true });
  writeFileSync(`${LATEST}/${section}.json`, JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));
}

const cell = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'boolean') return value ? 'yes' : '**no**';
  return String(value ?? '').replace(/\|/g, '\\|');
};

function table(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => cell(r[c])).join(' | ')} |`),
  ].join('\n');
}

export function composeReport(): string {
  const parts = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` (bench/report.ts). Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load figures are reported, not asserted: shared machines are noisy.`,
  ];
  for (const [section, title] of Object.entries(SECTIONS)) {
    const file = `${LATEST}/${section}.json`;
    parts.push('', `## ${title}`, '');
    if (!existsSync(file)) {
      parts.push('Not measured in this run.');
      continue;
    }
    const { measuredAt, rows } = JSON.parse(readFileSync(file, 'utf8')) as { measuredAt: string; rows: Row[] };
    parts.push(`Measured ${measuredAt.slice(0, 16).replace('T', ' ')} UTC.`, '', table(rows));
  }
  return `${parts.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = composeReport();
  writeFileSync('bench/REPORT.md', report);
  console.log(report);
}
