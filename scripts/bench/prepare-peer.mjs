/**
 * Makes sure the peer page is ready to run, in its own folder (its README's four steps), doing
 * only the steps whose output is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PEER_DIR } from './paths.mjs';

const STEPS = [
  { output: 'node_modules', command: 'npm', args: ['ci'] },
  { output: 'img/p01-480.png', command: 'node', args: ['gen-images.mjs'] },
  { output: 'peer.html', command: 'node', args: ['gen-page.mjs'] },
  { output: 'dist/peer.js', command: 'node', args: ['build.mjs'] },
];

export function preparePeer() {
  if (!existsSync(path.join(PEER_DIR, 'gen-page.mjs'))) {
    throw new Error(`no peer page in ${PEER_DIR} (set PB_PEER_DIR to the folder of the peer's README)`);
  }
  for (const step of STEPS) {
    if (existsSync(path.join(PEER_DIR, step.output))) continue;
    console.log(`peer: ${step.output} is missing, running \`${step.command} ${step.args.join(' ')}\` in ${PEER_DIR}`);
    execFileSync(step.command, step.args, { cwd: PEER_DIR, stdio: 'inherit' });
  }
}
