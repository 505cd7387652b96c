/**
 * One run of the peer's own lighthouse.mjs, a separate Node process started from bench-results/,
 * so its results/ folder lands there; then the figures this benchmark reports, read back from
 * the JSON it writes. Its console output goes to bench-results/logs/<label>.log.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumExecutable } from '../chromium.mjs';
import { OUT_DIR, PEER_DIR } from './paths.mjs';

const RESULTS = path.join(OUT_DIR, 'results');
const LOGS = path.join(OUT_DIR, 'logs');

/** Runs `node <script> …args` in bench-results/; rejects with the end of its output if it fails. */
function runNode(script, args, logName) {
  mkdirSync(LOGS, { recursive: true });
  // The same Chromium as this benchmark's own runs (CHROME_PATH or Debian's).
  args = [...args, '--chrome', chromiumExecutable()];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PEER_DIR, script), ...args], { cwd: OUT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      writeFileSync(path.join(LOGS, `${logName}.log`), output);
      if (code === 0) resolve(output);
      else reject(new Error(`${script} ${args.join(' ')} exited with ${code}:\n${output.split('\n').slice(-15).join('\n')}`));
    });
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Script requests Lighthouse saw start before the observed first paint. The network-requests
 * audit gives times relative to the first request's start (debugData.networkStartTimeTs, µs);
 * the metrics audit gives first paint relative to navigation start (observedNavigationStartTs,
 * µs): both are put on the navigation-start clock.
 */
export function scriptsBeforeFirstPaint(lhr) {
  const metrics = lhr.audits?.metrics?.details?.items?.[0];
  const network = lhr.audits?.['network-requests']?.details;
  if (!metrics || !network || typeof metrics.observedFirstPaint !== 'number') return null;
  const offsetMs = (network.debugData.networkStartTimeTs - metrics.observedNavigationStartTs) / 1000;
  return network.items.filter(
    (request) => request.resourceType === 'Script' && typeof request.networkRequestTime === 'number' && request.networkRequestTime + offsetMs < metrics.observedFirstPaint,
  ).length;
}

/** One Lighthouse run (mobile, simulated throttling): score, FCP, LCP, TBT, CLS, scripts before first paint. */
export async function lighthouseRun({ page, label, root }) {
  const args = [page, '--runs', '1', '--label', label, ...(root ? ['--root', root] : [])];
  await runNode('lighthouse.mjs', args, `lighthouse-${label}`);
  const [run] = readJson(path.join(RESULTS, `lighthouse-${label}.json`)).all;
  const lhr = readJson(path.join(RESULTS, `lh-${label}-1.json`));
  return {
    score: run.score, fcp: run.fcp, lcp: run.lcp, tbt: run.tbt, cls: run.cls, jsTransfer: run.jsTransfer,
    scriptsBeforeFirstPaint: scriptsBeforeFirstPaint(lhr),
    runtimeError: lhr.runtimeError?.code ?? null,
    failures: (lhr.audits?.['network-requests']?.details?.items ?? []).filter((request) => request.statusCode >= 400).map((request) => `${request.statusCode} ${request.url}`),
  };
}
