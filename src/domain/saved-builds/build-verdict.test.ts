import { describe, expect, it } from 'vitest';
import { asVerdictSummary, summaryOf, verdictChip } from './build-verdict.ts';

describe('the verdict chip on gallery cards and in the detail (issue 25)', () => {
  it('names the problems by topic', () => {
    expect(verdictChip({ problem_topics: ['no CPU cooler'], note_count: 2 })).toEqual({ tone: 'bad', text: '1 problem: no CPU cooler' });
    expect(verdictChip({ problem_topics: ['wrong CPU socket', 'PSU too weak'], note_count: 0 }).text).toBe('2 problems: wrong CPU socket, PSU too weak');
  });
  it('counts every problem but names a topic once', () => {
    expect(verdictChip({ problem_topics: ['a part no longer listed', 'a part no longer listed'], note_count: 0 }).text).toBe('2 problems: a part no longer listed');
  });
  it('without problems, the builder’s words', () => {
    expect(verdictChip({ problem_topics: [], note_count: 1 })).toEqual({ tone: 'warn', text: 'Compatible, with 1 note' });
    expect(verdictChip({ problem_topics: [], note_count: 3 }).text).toBe('Compatible, with 3 notes');
    expect(verdictChip({ problem_topics: [], note_count: 0 })).toEqual({ tone: 'good', text: 'Compatible' });
  });
  it('reads an answer tolerantly, and summarises a whole verdict', () => {
    expect(asVerdictSummary({ problem_topics: ['no CPU cooler', 3], note_count: -1 })).toEqual({ problem_topics: ['no CPU cooler'], note_count: 0 });
    expect(asVerdictSummary({})).toEqual({ problem_topics: [], note_count: 0 });
    expect(summaryOf({ problem_topics: ['x'], notes: ['a', 'b'] })).toEqual({ problem_topics: ['x'], note_count: 2 });
  });
});
