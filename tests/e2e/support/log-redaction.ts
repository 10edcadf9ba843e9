import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLogRedaction, leakReport } from '../../../scripts/check-log-redaction.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The server still runs when the global teardown starts (Playwright stops it afterwards): its
 * last request lines may still be on their way through the pipe to the file. Waits until the
 * file has not grown for a moment.
 */
async function settled(file: string) {
  let size = -1;
  for (let tries = 0; tries < 20; tries += 1) {
    const now = statSync(file).size;
    if (now === size) return;
    size = now;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * After every browser run: the log of the server the specs drove holds no password they typed,
 * no CPF/CNPJ or phone, no sentence of an e-mail, no link token outside the outbox line and no
 * session cookie (scripts/check-log-redaction.ts). A leak fails the run.
 */
export default async function checkServerLog() {
  const logFile = join(repoRoot, process.env.E2E_SERVER_LOG ?? '.tmp/e2e/server.log');
  const outboxDir = join(repoRoot, process.env.E2E_DATA_DIR ?? '.tmp/e2e/data', 'outbox');
  if (!existsSync(logFile)) {
    throw new Error(`O log do servidor dos testes não foi gravado em ${logFile}.`);
  }
  await settled(logFile);
  const { leaks, lines, mails } = checkLogRedaction(logFile, outboxDir);
  if (leaks.length > 0) throw new Error(leakReport(logFile, leaks));
  if (lines === 0) throw new Error(`O log do servidor dos testes está vazio (${logFile}).`);
  console.log(
    `Log do servidor: ${lines} linhas e ${mails} e-mails conferidos; nenhuma senha, CPF/CNPJ, ` +
      'telefone, texto de e-mail, token ou cookie de sessão.',
  );
}
