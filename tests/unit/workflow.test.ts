/**
 * @jest-environment node
 */
// The GitHub Actions workflow runs the README's test command on every push and pull request, and
// on a daily schedule calls the host's deploy hook from a secret (never a URL in the repository).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; if?: string; env?: Record<string, string> };
type Workflow = {
  on: { push?: unknown; pull_request?: unknown; schedule?: { cron: string }[] };
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
