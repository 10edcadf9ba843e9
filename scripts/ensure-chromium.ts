// Browser tests run in the system Chromium (Playwright downloads nothing here). On a fresh
// Debian machine as root it is installed with apt; elsewhere this says how to get it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

const path = CHROMIUM_PATH;

if (!existsSync(path)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium não encontrado: instalando com apt-get (pacote chromium)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium não encontrado em ${path}. Instale o pacote "chromium" ` +
        '(Debian/Ubuntu: sudo apt-get install -y chromium) ou defina CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
