/**
 * Issue 26: no import cycles in src/, worker/ or scripts/ (type-only imports included: a cycle of
 * types is still two modules that cannot be read apart). Relative imports only; tests left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'worker', 'scripts'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => normalize(join(dirname(file), m[1]!))).filter((target) => known.has(target)),
    ]),
  );
}

/** Groups of modules that import each other, round and round (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles (issue 26)', () => {
  it('finds a cycle when there is one, so the check below can fail', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('src, worker and scripts have none', () => {
    const files = ROOTS.filter((root) => existsSync(root)).flatMap(sourceFiles);
    const graph = importGraph(files);
    // The scan reads the imports it should (paths written with their .ts ending resolve).
    expect(files.length).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    expect(cycles(graph)).toEqual([]);
  });
});
