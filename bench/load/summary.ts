import type { KindFigures, OpenLoopResult, Outcome, SecondFigures } from './open-loop-types.ts';

export type Sample = { kind: string; second: number; outcome: Outcome; status: number; ms: number };

const OUTCOMES: Outcome[] = ['ok', 'limitado', 'descartado', 'erro', 'tempo-esgotado'];

/** The value at `share` of sorted `values` (nearest rank), one decimal; null when empty. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Number(sorted[rank]!.toFixed(1));
}

function figuresOf(samples: readonly Sample[]): KindFigures {
  const outcomes = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    Outcome,
    number
  >;
  const errorStatuses: Record<string, number> = {};
  const served: number[] = [];
  for (const sample of samples) {
    outcomes[sample.outcome] += 1;
    if (sample.outcome === 'ok') served.push(sample.ms);
    if (sample.outcome === 'erro') {
      errorStatuses[sample.status] = (errorStatuses[sample.status] ?? 0) + 1;
    }
  }
  served.sort((a, b) => a - b);
  return {
    requests: samples.length,
    outcomes,
    errorStatuses,
    p50Ms: percentile(served, 0.5),
    p99Ms: percentile(served, 0.99),
    maxMs: served.length > 0 ? Number(served[served.length - 1]!.toFixed(1)) : null,
  };
}

/** Figures of a run of `seconds`: in total, per kind and per second of planned time. */
export function summarize(
  samples: readonly Sample[],
  seconds: number,
): Pick<OpenLoopResult, 'servedRate' | 'answeredRate' | 'total' | 'perKind' | 'timeline'> {
  const byKind = new Map<string, Sample[]>();
  const bySecond = new Map<number, Sample[]>();
  for (const sample of samples) {
    const kind = byKind.get(sample.kind);
    if (kind) kind.push(sample);
    else byKind.set(sample.kind, [sample]);
    const second = bySecond.get(sample.second);
    if (second) second.push(sample);
    else bySecond.set(sample.second, [sample]);
  }
  const timeline: SecondFigures[] = [...bySecond.entries()]
    .sort(([a], [b]) => a - b)
    .map(([second, ofSecond]) => {
      const figures = figuresOf(ofSecond);
      return {
        second,
        planned: ofSecond.length,
        ok: figures.outcomes.ok,
        descartado: figures.outcomes.descartado,
        falhas:
          figures.outcomes.erro + figures.outcomes['tempo-esgotado'] + figures.outcomes.limitado,
        p99Ms: figures.p99Ms,
      };
    });
  const total = figuresOf(samples);
  const answered = samples.filter(
    (sample) => sample.outcome !== 'tempo-esgotado' && sample.status !== 0,
  ).length;
  return {
    servedRate: Number((total.outcomes.ok / seconds).toFixed(1)),
    answeredRate: Number((answered / seconds).toFixed(1)),
    total,
    perKind: Object.fromEntries(
      [...byKind.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, of]) => [kind, figuresOf(of)]),
    ),
    timeline,
  };
}
