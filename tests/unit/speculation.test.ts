/**
 * @jest-environment node
 */
import {
  notPrerendered,
  prerenderPatterns,
  speculationRules,
} from '@/lib/from-content/speculation';
import { pagePolicy } from '@/lib/security-headers';
import { routes } from '@/content/routes';

/** A stand-in for URLPattern's pathname matching of our patterns (exact, or a `/prefix/*`). */
const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

describe('speculation rules', () => {
  const patterns = prerenderPatterns();

  it('cover every route but the sign-in, sign-up, reset and thank-you screens and campaign pages not indexed', () => {
    for (const route of routes()) {
      const covered = patterns.some((pattern) => matches(pattern, route.path));
      const expected = !notPrerendered.includes(route.path) && route.prerender !== false;
      expect(`${route.path} ${covered}`).toBe(`${route.path} ${expected}`);
    }
    expect(patterns.length).toBeLessThan(40); // a collection is one pattern, not a list of files
  });

  it('prerender on intent (moderate), prefetch as the fallback, and honour opt-outs', () => {
    const rules = speculationRules();
    expect(rules.prerender[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rules.prefetch[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(JSON.stringify(rules)).toContain('[data-no-prerender]');
  });

  it('are allowed by their hash, like any inline script, without widening script-src', () => {
    const scriptSrc = pagePolicy({ scripts: ["'sha256-rules'"], styles: [] })
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-rules'");
  });
});
