import { describe, expect, it } from 'vitest';
import { evaluateBuild } from './compatibility.ts';
import { fanProblems, fansChosen, setupNotes } from './setup.ts';
import { board, part, sel } from './test-parts.ts';

const fans = (n: number) => part('case-fan', { fansInPack: n, name: `Fan ${n}-pack` });
const roomy = part('case', { name: 'Test Case', fanMounts120: 7, includedFans: 3, supportedFormFactors: ['ATX'] });
const unknownRoom = part('case', { name: 'Other Case', supportedFormFactors: ['ATX'] });

describe('case fans (issue 29)', () => {
  it('counts fans, not packs', () => {
    expect(fansChosen([fans(3), null, fans(1)])).toBe(4);
  });

  it("more fans than the case's free positions is a problem; as many is fine", () => {
    expect(fanProblems(sel({ case: roomy, caseFans: [fans(3), fans(1)] }))).toEqual([]);
    const problems = fanProblems(sel({ case: roomy, caseFans: [fans(3), fans(3)] }));
    expect(problems).toEqual(['Too many fans: 6 chosen, but the Test Case has 7 fan positions, 3 of them taken by the fans it ships with. Choose 4 or fewer.']);
    expect(evaluateBuild(sel({ case: roomy, caseFans: [fans(3), fans(3)] })).problems).toEqual(problems);
  });

  it("without the maker's figure the room is not judged, and the not-checked list says so", () => {
    expect(fanProblems(sel({ case: unknownRoom, caseFans: [fans(3), fans(3), fans(3)] }))).toEqual([]);
    expect(evaluateBuild(sel({ case: unknownRoom, caseFans: [fans(3)] })).notChecked).toContain('room for fans in the Other Case (no maker figure in our data)');
  });
});

describe('Wi-Fi card (issue 29)', () => {
  const card = part('wifi-card', { name: 'TP-Link Archer TX20E', interface: 'PCIe x1', wifiStandard: 'Wi-Fi 6' });
  it('beside a board with Wi-Fi it is a note, not a problem', () => {
    const notes = setupNotes(sel({ mobo: board({ name: 'B650M WIFI', wifi: true }), wifi: card }));
    expect(notes).toEqual(['The B650M WIFI has Wi-Fi built in: the TP-Link Archer TX20E is only worth it for a newer Wi-Fi standard or better reception.']);
    expect(setupNotes(sel({ mobo: board({ wifi: false }), wifi: card }))).toEqual([]);
  });
});
