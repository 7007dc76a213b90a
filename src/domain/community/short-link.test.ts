import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { lookupIn } from '../../catalogue/lookup.ts';
import { snapshotParts } from '../saved-builds/saved-build.ts';
import { fromPartsObject } from '../builder/persistence.ts';
import { DRAFT_TITLE, SHORT_ID, newShortId, previewDescription, publicBuild, shortLinkPath, previewImagePath } from './short-link.ts';

const lookup = lookupIn(catalogue.parts);
const board = catalogue.parts.mobo.find((m) => catalogue.parts.cpu.some((c) => c.socket === m.socket))!;
const cpu = catalogue.parts.cpu.find((c) => c.socket === board.socket)!;
const otherCpu = catalogue.parts.cpu.find((c) => c.socket !== board.socket)!;
const stored = (ids: Record<string, unknown>) => snapshotParts(fromPartsObject(ids, lookup).selection);

describe('short ids', () => {
  it('are ten characters from the unmistakable alphabet, different each time', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newShortId()));
    expect(ids.size).toBe(500);
    for (const id of ids) {
      expect(id).toMatch(SHORT_ID);
      expect(id).not.toMatch(/[0O1Il]/);
    }
  });

  it('skip random bytes that would make some letters likelier than others', () => {
    // Bytes 228–255 are skipped; 0 and 57 both map to the first letter.
    let calls = 0;
    const id = newShortId((bytes) => {
      calls++;
      bytes.fill(calls === 1 ? 250 : 57);
      return bytes;
    });
    expect(calls).toBe(2);
    expect(id).toBe('A'.repeat(10));
  });

  it('make the page and image paths', () => {
    expect(shortLinkPath('AbCdEfGh23')).toBe('/b/AbCdEfGh23');
    expect(previewImagePath('AbCdEfGh23')).toBe('/b/AbCdEfGh23/image.png');
  });
});

describe('publicBuild', () => {
  it('prices the snapshot today, says the one verdict and links the same parts in the builder', () => {
    const view = publicBuild({ title: DRAFT_TITLE, kind: 'draft', parts: stored({ mobo: board.id, cpu: cpu.id }), purpose: 'productivity' }, lookup);
    expect(view.total_price).toBe(board.price + cpu.price);
    expect(view.range).toEqual({ low: view.total_price, high: Math.round(view.total_price * 1.2) });
    expect(view.partCount).toBe(2);
    expect(view.builderPath).toBe(`/builder?mobo=${board.id}&cpu=${cpu.id}&use=productivity`);
    expect(view.severity).toBe(view.problems.length ? 'bad' : view.notes.length ? 'warn' : 'good');
  });

  it('says "Problems found" for parts that do not fit, and the description carries it', () => {
    const view = publicBuild({ title: 'x', kind: 'draft', parts: stored({ mobo: board.id, cpu: otherCpu.id }), purpose: 'gaming' }, lookup);
    expect(view.severity).toBe('bad');
    expect(view.verdict).toMatch(/^Problems found: \d+ problem/);
    expect(previewDescription(view)).toMatch(/^₱[\d,]+ · Gaming · 2 parts · Problems found: .*\. Prices from Philippine shops, approximate\.$/);
  });
});
