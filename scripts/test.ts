// `npm test`: every check, as one graph of npm scripts run two at a time (CI has two cores).
// What only needs the sources (lint, format, unit tests) runs beside the two builds, which use
// little more than one core; what reads out/ starts once it exists; the browser suites run alone at
// the end (each keeps both cores busy). Output is streamed, each line prefixed with its step; a
// failing step stops the others and the run. At the end, every step's time.
//
// Types are checked once, by `tsc` over the whole project (tests and scripts included) after the
// builds have generated Next's route types (.next/types), so both builds skip Next's own pass over
// the same files (TYPES_CHECKED=1, next.config.mjs). `npm run build` on its own still checks.
//   TEST_STEPS=lint,test:unit  runs only those steps (and nothing that needs a step left out)
//   TEST_PARALLEL=1            one step at a time
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

type Step = { script: string; after?: string[]; env?: Record<string, string>; alone?: boolean };

const typesChecked = { TYPES_CHECKED: '1' };
const steps: Step[] = [
  // The critical path first: the builds, one after the other (they share .next/ and public/).
  { script: 'build:e2e', env: typesChecked },
  { script: 'build', after: ['build:e2e'], env: typesChecked },
  { script: 'lint' },
  { script: 'format:check' },
  { script: 'test:unit' },
  { script: 'typecheck', after: ['build'] },
  { script: 'check:out', after: ['build'] },
  { script: 'check:vnu', after: ['build'] },
  { script: 'test:hosts', after: ['build'] },
  {
    script: 'test:e2e',
    after: ['build', 'build:e2e', 'typecheck', 'lint', 'format:check', 'test:unit', 'check:out'],
    alone: true,
  },
  { script: 'test:engines', after: ['test:e2e', 'check:vnu', 'test:hosts'], alone: true },
];

const only = process.env.TEST_STEPS?.split(',').filter(Boolean);
const chosen = only ? steps.filter((step) => only.includes(step.script)) : steps;
for (const name of only ?? []) {
  if (!steps.some((step) => step.script === name)) throw new Error(`test: no step "${name}"`);
}
const slots = Math.max(
  1,
  Number(process.env.TEST_PARALLEL ?? Math.min(2, os.availableParallelism())),
);

const started = Date.now();
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(0);
const done = new Map<string, number>();
const running = new Map<string, ChildProcess>();
let failed: string | undefined;

function ready(step: Step) {
  return (step.after ?? []).every(
    (name) => done.has(name) || !chosen.some((other) => other.script === name),
  );
}

function prefixLines(name: string, write: (text: string) => void) {
  let rest = '';
  return {
    push(chunk: Buffer) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) write(`[${name}] ${line}\n`);
    },
    end() {
      if (rest) write(`[${name}] ${rest}\n`);
    },
  };
}

function start(step: Step): Promise<void> {
  const at = Date.now();
  console.log(`test: ${step.script} starts (${seconds(started)} s)`);
  const child = spawn('npm', ['run', '-s', step.script], {
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a failure elsewhere stops all of it
  });
  running.set(step.script, child);
  const out = prefixLines(step.script, (text) => process.stdout.write(text));
  const err = prefixLines(step.script, (text) => process.stderr.write(text));
  child.stdout.on('data', out.push);
  child.stderr.on('data', err.push);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      out.end();
      err.end();
      running.delete(step.script);
      if (code === 0) {
        done.set(step.script, (Date.now() - at) / 1000);
        console.log(`test: ${step.script} passed in ${seconds(at)} s`);
      } else if (!failed) {
        failed = step.script;
        console.error(`test: ${step.script} failed (${signal ?? `exit ${code}`})`);
        for (const other of running.values()) stop(other);
      }
      resolve();
    });
  });
}

function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function main() {
  const waiting = [...chosen];
  const active = new Set<Promise<void>>();
  while ((waiting.length || active.size) && !failed) {
    const alone = [...running.keys()].some((name) => steps.find((s) => s.script === name)?.alone);
    for (const step of [...waiting]) {
      if (alone || active.size >= slots || !ready(step)) continue;
      if (step.alone && active.size > 0) break; // wait for the others to finish first
      waiting.splice(waiting.indexOf(step), 1);
      const run = start(step).finally(() => active.delete(run));
      active.add(run);
      if (step.alone) break;
    }
    if (active.size === 0) {
      if (waiting.length) throw new Error(`test: cannot start ${waiting.map((s) => s.script)}`);
      break;
    }
    await Promise.race(active);
  }
  await Promise.all(active);
  const lines = [...done].map(([name, time]) => `  ${name.padEnd(14)} ${time.toFixed(0)} s`);
  console.log(`test: steps\n${lines.join('\n')}\ntest: ${seconds(started)} s in all`);
  if (failed) {
    console.error(`test: failed at ${failed}`);
    process.exit(1);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running.values()) stop(child);
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
