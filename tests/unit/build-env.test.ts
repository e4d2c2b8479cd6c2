// The build refuses an unsafe endpoint, naming the variable and the value (scripts/check-env.ts,
// the first step of `npm run build`), and each page's policy names only what the build configures.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  buildEnvProblems,
  checkedBuildEnv,
  endpointProblem,
  noticeProblems,
} from '@/lib/build-env';
import { pageFile } from '@/content/load/page-files';
import { pagePolicy } from '@/lib/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('endpoints checked at build', () => {
  it.each([
    ['http://example.com/f', /cleartext http:\/\//],
    ['not a url', /is not a URL/],
    ['javascript:alert(1)', /uses javascript:/],
    ['https:formspree.io/f/abc', /must be written as https:\/\/host/],
    ['https://user:secret@forms.example/f', /user name or password/],
    ['ftp://files.example/f', /uses ftp:/],
    ['https://*/f', /wildcard host \(\*\)/],
    ['https://*.example.com/f', /wildcard host/],
    ['https://x.example;script-src/f', /not a host name \("x\.example;script-src"\)/],
    ['https://usebasin.com./f/abc', /ends its host with a dot \(usebasin\.com\.\)/],
    ['https://forms_1.example/f', /not a host name/],
    ['https://-forms.example/f', /not a host name/],
  ])('refuses %s as the form endpoint, naming the variable and the value', (value, why) => {
    const [problem, ...more] = buildEnvProblems({ NEXT_PUBLIC_FORM_ENDPOINT: value });
    expect(more).toEqual([]);
    expect(problem).toContain(`NEXT_PUBLIC_FORM_ENDPOINT=${JSON.stringify(value)}`);
    expect(problem).toMatch(why);
    expect(() => checkedBuildEnv({ NEXT_PUBLIC_FORM_ENDPOINT: value })).toThrow(
      'NEXT_PUBLIC_FORM_ENDPOINT',
    );
  });

  it('builds the page policy from the parsed origin, never from the text as written', () => {
    const policy = pagePolicy(
      { scripts: [], styles: [] },
      'https://FORMS.Example.com:443/f/abc?x=1',
      undefined,
      'https://stats.example.com/api/event',
    );
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://forms.example.com");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://forms.example.com https://stats.example.com",
    );
    // A value the check refuses never reaches a policy: building one with it throws, naming it.
    for (const value of ['https://*/f', 'https://x.example;script-src/f'])
      expect(() => pagePolicy({ scripts: [], styles: [] }, undefined, undefined, value)).toThrow(
        /^NEXT_PUBLIC_ANALYTICS_ENDPOINT=/,
      );
  });

  it('checks every endpoint variable alike', () => {
    const problems = buildEnvProblems({
      NEXT_PUBLIC_SITE_URL: 'http://www.finorbit.in',
      NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'plausible.io/api/event',
      NEXT_PUBLIC_APP_URL: 'javascript:alert(1)',
      CMS_AUTH_URL: 'http://auth.example.workers.dev',
    });
    expect(problems.map((problem) => problem.split('=')[0])).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_ANALYTICS_ENDPOINT',
      'NEXT_PUBLIC_APP_URL',
      'CMS_AUTH_URL',
    ]);
  });

  it('takes https:// anywhere and http:// on loopback only (the e2e stubs)', () => {
    for (const value of [
      'https://formspree.io/f/xyzabc',
      'https://plausible.io/api/event',
      'http://127.0.0.1:4191/lead',
      'http://localhost:8081',
      'http://[::1]:4191/lead',
    ])
      expect(endpointProblem(value)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1.evil.example/lead')).toMatch(/cleartext/);
    expect(buildEnvProblems({ NEXT_PUBLIC_FORM_ENDPOINT: '' })).toEqual([]);
  });

  it('takes a spam-trap field name, refusing one that is not a field name', () => {
    expect(checkedBuildEnv({}).trapField).toBe('_gotcha');
    expect(checkedBuildEnv({ NEXT_PUBLIC_FORM_TRAP_FIELD: 'hp_website' }).trapField).toBe(
      'hp_website',
    );
    expect(buildEnvProblems({ NEXT_PUBLIC_FORM_TRAP_FIELD: '"><script>' })[0]).toMatch(
      /^NEXT_PUBLIC_FORM_TRAP_FIELD=.* must be a form field name/,
    );
  });

  it('stops `npm run build` at its first step with the message', () => {
    const script = path.resolve(__dirname, '../../scripts/check-env.ts');
    const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
    let output = '';
    try {
      execFileSync(tsx, [script], {
        env: { ...process.env, NEXT_PUBLIC_FORM_ENDPOINT: 'http://example.com/f' },
        stdio: 'pipe',
      });
    } catch (error) {
      output = String((error as { stderr: Buffer }).stderr);
    }
    expect(output).toContain('NEXT_PUBLIC_FORM_ENDPOINT="http://example.com/f" is cleartext');
  });
});

describe('the privacy notice names the services the build sends to', () => {
  const notices = {
    'content/pages/privacy.yml': JSON.stringify(pageFile('privacy').content),
    'content/pages/privacy-hi.yml': JSON.stringify(pageFile('privacy-hi').content),
  };

  it('takes the services both notices name (Formspree, Plausible)', () => {
    expect(
      noticeProblems(
        {
          NEXT_PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/xyzabc',
          NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
        },
        notices,
      ),
    ).toEqual([]);
  });

  it('stops a build that sends leads to a service the notices do not name, naming each file', () => {
    const problems = noticeProblems(
      { NEXT_PUBLIC_FORM_ENDPOINT: 'https://usebasin.com/f/abc123' },
      notices,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^NEXT_PUBLIC_FORM_ENDPOINT sends to Basin \(usebasin\.com\), which content\/pages\/privacy\.yml does not name/,
    );
    expect(problems[1]).toContain('content/pages/privacy-hi.yml');
  });

  it('compares the canonical host: a trailing dot or capitals are still Basin', () => {
    for (const value of ['https://usebasin.com./f/abc', 'https://UseBasin.COM/f/abc'])
      expect(noticeProblems({ NEXT_PUBLIC_FORM_ENDPOINT: value }, notices)[0]).toMatch(
        /^NEXT_PUBLIC_FORM_ENDPOINT sends to Basin \(usebasin\.com\)/,
      );
  });

  it('leaves loopback stubs and unknown hosts (an own proxy) to the operator', () => {
    expect(
      noticeProblems(
        {
          NEXT_PUBLIC_FORM_ENDPOINT: 'http://127.0.0.1:4191/lead',
          NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://stats.finorbit.in/api/event',
        },
        notices,
      ),
    ).toEqual([]);
  });
});

describe('the page policy names only what is configured', () => {
  const hashes = { scripts: [], styles: [] };

  it('with no endpoint names no third-party form backend', () => {
    const policy = pagePolicy(hashes);
    expect(directive(policy, 'form-action')).toBe("form-action 'self' mailto:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toMatch(/formspree|usebasin|hsforms|duckduckgo/);
  });

  it('with an endpoint names that origin alone, and the web search only where its form is', () => {
    const policy = pagePolicy(hashes, 'https://formspree.io/f/xyzabc');
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://formspree.io");
    const search = pagePolicy(hashes, 'https://formspree.io/f/xyzabc', undefined, undefined, {
      webSearch: true,
    });
    expect(directive(search, 'form-action')).toBe(
      "form-action 'self' https://formspree.io https://duckduckgo.com",
    );
  });
});
