// `npm run audit:deps`: the packages the server runs with (npm audit --omit=dev) against the
// npm advisory database; fails on a high or critical advisory. When the advisory service cannot
// be asked (no network, a registry mirror without the audit endpoint) it says so and exits 3,
// which .ci/run reports as 'NÃO FEITA' rather than as a pass (docs/security.md).
import { spawnSync } from 'node:child_process';

export const UNAVAILABLE_EXIT_CODE = 3;

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

type AuditReport = {
  vulnerabilities?: Record<
    string,
    {
      severity: Severity;
      via: (string | { title?: string; url?: string })[];
      fixAvailable?: unknown;
    }
  >;
  metadata?: { vulnerabilities?: Record<Severity | 'total', number> };
  message?: string;
  error?: { summary?: string };
};

export type AuditOutcome =
  | { kind: 'passed'; counts: Record<string, number> }
  | { kind: 'failed'; counts: Record<string, number>; findings: string[] }
  | { kind: 'unavailable'; reason: string };

const BLOCKING: Severity[] = ['high', 'critical'];

/** What `npm audit --json` printed means for CI. */
export function auditOutcome(output: string): AuditOutcome {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return {
      kind: 'unavailable',
      reason: `resposta ilegível do npm audit: ${output.slice(0, 200)}`,
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message || report.error?.summary || 'o npm audit não trouxe um relatório';
    return { kind: 'unavailable', reason };
  }
  const findings = Object.entries(report.vulnerabilities ?? {})
    .filter(([, item]) => BLOCKING.includes(item.severity))
    .map(([name, item]) => {
      const advisories = item.via
        .map((via) => (typeof via === 'string' ? `por meio de ${via}` : `${via.title} ${via.url}`))
        .join('; ');
      const fix = item.fixAvailable ? 'correção disponível' : 'sem correção publicada';
      return `${name} (${item.severity}): ${advisories} [${fix}]`;
    });
  return findings.length > 0 ? { kind: 'failed', counts, findings } : { kind: 'passed', counts };
}

function countsText(counts: Record<string, number>): string {
  return ['critical', 'high', 'moderate', 'low']
    .map((severity) => `${counts[severity] ?? 0} ${severity}`)
    .join(', ');
}

if (import.meta.main) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const outcome = auditOutcome(result.stdout || result.error?.message || '');
  if (outcome.kind === 'unavailable') {
    console.error(
      'Auditoria das dependências NÃO FEITA: o serviço de avisos de segurança do npm não ' +
        `respondeu (${outcome.reason}). Nada foi verificado; rode de novo com acesso a ` +
        'registry.npmjs.org.',
    );
    process.exit(UNAVAILABLE_EXIT_CODE);
  }
  if (outcome.kind === 'failed') {
    console.error(
      `Dependências de produção com avisos de segurança altos ou críticos (${countsText(outcome.counts)}):`,
    );
    for (const finding of outcome.findings) console.error(`  ${finding}`);
    process.exit(1);
  }
  console.log(
    `Dependências de produção sem avisos altos ou críticos (${countsText(outcome.counts)}).`,
  );
}
