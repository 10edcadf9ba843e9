import { describe, expect, it } from 'vitest';
import { auditOutcome } from './audit-dependencies.ts';

/** npm audit --json (report version 2), as npm 11 prints it. */
function report(vulnerabilities: object, counts: Record<string, number>) {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 180, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 180 },
    },
  });
}

const advisory = (severity: string) => ({
  source: 1101234,
  name: 'exemplo',
  dependency: 'exemplo',
  title: 'Prototype pollution in exemplo',
  url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz',
  severity,
  range: '<2.0.1',
});

describe('auditOutcome', () => {
  it('passes a report without advisories', () => {
    expect(auditOutcome(report({}, {}))).toEqual({
      kind: 'passed',
      counts: expect.objectContaining({ high: 0, critical: 0 }),
    });
  });

  it('passes moderate and low advisories', () => {
    const vulnerabilities = {
      exemplo: { name: 'exemplo', severity: 'moderate', via: [advisory('moderate')] },
    };
    expect(auditOutcome(report(vulnerabilities, { moderate: 1, total: 1 })).kind).toBe('passed');
  });

  it('fails on a high or critical advisory, naming the package, the advisory and the way in', () => {
    const vulnerabilities = {
      exemplo: {
        name: 'exemplo',
        severity: 'critical',
        via: [advisory('critical')],
        fixAvailable: true,
      },
      'usa-exemplo': {
        name: 'usa-exemplo',
        severity: 'high',
        via: ['exemplo'],
        fixAvailable: false,
      },
    };
    expect(auditOutcome(report(vulnerabilities, { high: 1, critical: 1, total: 2 }))).toEqual({
      kind: 'failed',
      counts: expect.objectContaining({ high: 1, critical: 1 }),
      findings: [
        'exemplo (critical): Prototype pollution in exemplo https://github.com/advisories/GHSA-xxxx-yyyy-zzzz [correção disponível]',
        'usa-exemplo (high): por meio de exemplo [sem correção publicada]',
      ],
    });
  });

  it('says the audit was not done when the advisory service refuses (as here: 405)', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(auditOutcome(refused)).toEqual({
      kind: 'unavailable',
      reason:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('says so too when npm printed no JSON at all', () => {
    expect(auditOutcome('')).toMatchObject({ kind: 'unavailable' });
    expect(auditOutcome('npm error network ENOTFOUND')).toMatchObject({ kind: 'unavailable' });
  });
});
