#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests (PGlite always, PostgreSQL when it answers),
// then the end-to-end journeys in Debian Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const resultsDir = join(repoRoot, 'tmp/test-results');
const nx = join(repoRoot, 'node_modules/.bin/nx');
const vitest = join(repoRoot, 'node_modules/.bin/vitest');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const failures = [];
function step(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  console.log(`\n${chromium} is missing: installing Debian's chromium package.`);
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['update']).status === 0 && apt(['install', '-y', '--no-install-recommends', 'chromium']).status === 0 && existsSync(chromium)) return true;
  console.error('Could not install Chromium (apt-get needs root and Debian\'s package lists). Install it, or set CHROMIUM_PATH.');
  return false;
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

step('lint', nx, ['run-many', '-t', 'lint', '--parallel=2', '--outputStyle=static']);
step('typecheck', nx, ['run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static']);
// Unused files, exports and dependencies (knip.json lists each workspace's entry points).
step('dead code', join(repoRoot, 'node_modules/.bin/knip'), ['--no-progress']);
// The same without tests (knip.json's `!` patterns): a file or export only tests read is dead too.
// Dependencies are left to the run above: production mode would count every devDependency as missing.
step('dead code (production)', join(repoRoot, 'node_modules/.bin/knip'), ['--production', '--include', 'files,exports,types', '--no-progress']);

const listed = spawnSync(nx, ['show', 'projects', '--with-target', 'test', '--json'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } });
const testProjects = JSON.parse(listed.stdout || '[]').sort();
for (const project of testProjects) {
  step(`test ${project}`, nx, ['run', `${project}:test`, '--outputStyle=static', '--', '--reporter=default', '--reporter=json', `--outputFile=${join(resultsDir, `${project}.json`)}`]);
}

if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: end-to-end journeys not run.');
} else if (ensureChromium()) {
  step('e2e', vitest, ['run', '--config', 'tools/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${join(resultsDir, 'e2e.json')}`]);
} else {
  failures.push('e2e (no Chromium)');
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of [...testProjects, 'e2e'].map((p) => join(resultsDir, `${p}.json`))) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
