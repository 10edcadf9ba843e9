import { describe, expect, it } from 'vitest';
import { aimsFor, compare } from './comparison.ts';

describe('benchmark comparison', () => {
  it('judges the throughput aim where both routes run the same single statement', () => {
    const comparison = compare(5, 1645.9, 1775);
    expect(comparison).toMatchObject({ throughputRatio: 0.927, likeForLike: true });
    expect(aimsFor(comparison, 39)).toEqual({ throughputRatio: 'met', p99: 'met' });
    expect(aimsFor(compare(12, 600, 1000), 60)).toEqual({
      throughputRatio: 'not met',
      p99: 'not met',
    });
  });

  it('never calls a kept total against a recount an overhead, nor claims the aim for it', () => {
    const comparison = compare(18750, 1656.4, 62.3);
    expect(comparison.likeForLike).toBe(false);
    expect(comparison.measures).toContain('counts the 18750 matches on every request');
    expect(aimsFor(comparison, 38)).toEqual({ throughputRatio: 'not applicable', p99: 'met' });
  });
});
