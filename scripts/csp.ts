// A strict Content-Security-Policy for a static export: every inline script and style is allowed by
// its SHA-256 hash, nothing inline otherwise.
//
// Next 16 offers nonces (they need a server rendering each request) and `experimental.sri`
// (integrity attributes on the chunk files, which `'self'` already covers); neither allows the
// inline scripts a static page carries: the flight data React hydrates from, the start-up loader
// (scripts/startup-scripts.ts) and the speculation rules. The build knows them byte for byte, so
// after the other postbuild steps this one parses each page with parse5 (the WHATWG parser, so a
// script's text is exactly what the browser hashes), hashes them and writes the page's policy
// (lib/security-headers.ts `pagePolicy`) as a `<meta http-equiv>` right after the charset,
// before any script or style. check:out re-checks every page with `checkPagePolicy`.
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import type { InlineHashes } from '../lib/security-headers';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Script types the browser treats as data and never runs; every other inline script is hashed. */
const dataTypes = new Set(['application/ld+json', 'application/json']);
/** Attributes whose `javascript:` URL would run script. */
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

export const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export type PageInlines = InlineHashes & {
  /** Markup the policy cannot allow by hash (handlers, `javascript:` URLs, style attributes). */
  problems: string[];
  /** Offset where the policy goes: after `<meta charset>`, else after `<head>`. */
  insertAt: number;
  /** `content` of each CSP meta tag already in the page. */
  policies: string[];
  /** Whether every CSP meta tag comes before the first script, style and stylesheet. */
  policyFirst: boolean;
  /** Origins the page's forms post to outside the site (its `<noscript>` forms included). */
  formOrigins: string[];
};

const attr = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** Walks a page in document order and collects what its policy must account for. */
export function inspect(html: string): PageInlines {
  // Scripting off: a <noscript> is then parsed as markup, so anything in it is counted too.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const problems: string[] = [];
  const policies: string[] = [];
  const formOrigins = new Set<string>();
  let insertAt = -1;
  let firstRunnable = Infinity;
  let lastPolicy = -1;
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const element = node;
      const start = element.sourceCodeLocation?.startOffset ?? Infinity;
      for (const { name, value } of element.attrs) {
        if (/^on/i.test(name)) problems.push(`<${element.tagName} ${name}> event handler`);
        if (name === 'style')
          problems.push(`<${element.tagName} style="${value}"> style attribute`);
        if (urlAttributes.has(name) && /^\s*javascript:/i.test(value))
          problems.push(`<${element.tagName} ${name}="javascript:…">`);
      }
      if (element.tagName === 'head' && insertAt < 0)
        insertAt = element.sourceCodeLocation?.startTag?.endOffset ?? -1;
      if (element.tagName === 'meta') {
        if (attr(element, 'charset') !== undefined)
          insertAt = element.sourceCodeLocation?.endOffset ?? insertAt;
        if (attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy') {
          policies.push(attr(element, 'content') ?? '');
          lastPolicy = Math.max(lastPolicy, start);
        }
      }
      if (element.tagName === 'script') {
        const type = (attr(element, 'type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (attr(element, 'src') === undefined && !dataTypes.has(type)) {
          scripts.add(hashOf(textOf(element)));
          firstRunnable = Math.min(firstRunnable, start);
        }
      }
      if (element.tagName === 'style') {
        styles.add(hashOf(textOf(element)));
        firstRunnable = Math.min(firstRunnable, start);
      }
      const action = element.tagName === 'form' ? attr(element, 'action') : undefined;
      if (action && /^https?:\/\//i.test(action)) formOrigins.add(new URL(action).origin);
      if (element.tagName === 'link' && /\bstylesheet\b/i.test(attr(element, 'rel') ?? ''))
        firstRunnable = Math.min(firstRunnable, start);
    }
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
    if ('content' in node && node.content) visit(node.content);
  };
  visit(document);
  return {
    scripts: [...scripts],
    styles: [...styles],
    problems,
    insertAt,
    policies,
    policyFirst: lastPolicy < firstRunnable,
    formOrigins: [...formOrigins],
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Writes the page's policy into it, built by `policyFor` from the page's inline hashes. Throws
 * when the page has markup no hash can allow, or already carries a policy.
 */
export function withPagePolicy(
  html: string,
  page: string,
  policyFor: (hashes: InlineHashes) => string,
): string {
  const found = inspect(html);
  if (found.problems.length)
    throw new Error(`${page}: the strict CSP would block ${found.problems.join(', ')}`);
  if (found.policies.length) throw new Error(`${page}: already has a CSP meta tag`);
  if (found.insertAt < 0) throw new Error(`${page}: no <head> to put the policy in`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policyFor(found))}">`;
  return html.slice(0, found.insertAt) + meta + html.slice(found.insertAt);
}

/** `directive → sources` of a serialized policy. */
export function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Sources that would let script run without the build vouching for it. */
const looseScriptSource =
  /^('unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*|https?:|data:|blob:)$|\*/;

/**
 * What every page's policy must satisfy: no markup a hash cannot allow, and exactly one CSP meta
 * tag, before any script or style. `policy` is that tag's content, when there is exactly one.
 */
function placement(html: string): { found: PageInlines; problems: string[]; policy?: string } {
  const found = inspect(html);
  const problems = found.problems.map((problem) => `${problem} is blocked by the policy`);
  if (found.policies.length !== 1)
    return {
      found,
      problems: [...problems, `${found.policies.length} CSP meta tags (expected 1)`],
    };
  if (!found.policyFirst) problems.push('the CSP meta tag comes after a script or style');
  return { found, problems, policy: found.policies[0] };
}

/**
 * Problems with one exported page's policy: none, the hash of an inline script or style missing
 * (it was changed after the policy was written), a hash nothing on the page needs, a loose
 * script source, a form target that is neither `configured` (origins of the build's endpoint and
 * portal) nor posted to by a form of the page, markup a hash cannot allow, or a high-severity
 * finding of Google's CSP Evaluator on the page's whole policy (its meta policy plus the header's).
 */
export function checkPagePolicy(
  html: string,
  headerPolicy = '',
  configured: string[] = [],
): string[] {
  const { found, problems, policy } = placement(html);
  if (policy === undefined) return problems;
  const directives = directivesOf(policy);
  // form-action names a third party only where the build configures it (the lead endpoint, the
  // portal) or where a form of this very page posts there (the scripts-off web search).
  for (const source of directives.get('form-action') ?? [])
    if (
      /^https?:/.test(source) &&
      !configured.includes(source) &&
      !found.formOrigins.includes(source)
    )
      problems.push(`form-action allows ${source}, which no form on the page posts to`);
  for (const [kind, directive, needed] of [
    ['script', 'script-src', found.scripts],
    ['style', 'style-src', found.styles],
  ] as const) {
    const sources = directives.get(directive);
    if (!sources) {
      problems.push(`no ${directive}`);
      continue;
    }
    for (const hash of needed)
      if (!sources.includes(hash))
        problems.push(`an inline ${kind} whose hash ${hash} is not in ${directive}`);
    for (const source of sources) {
      if (source.startsWith("'sha") && !needed.includes(source))
        problems.push(`${directive} allows ${source}, which no inline ${kind} on the page has`);
      if (directive === 'script-src' && looseScriptSource.test(source))
        problems.push(`script-src allows ${source}`);
    }
  }
  const whole = [policy, headerPolicy].filter(Boolean).join('; ');
  for (const finding of new CspEvaluator(new CspParser(whole).csp).evaluate())
    if (finding.severity === Severity.HIGH)
      problems.push(`CSP Evaluator (high): ${finding.directive}: ${finding.description}`);
  return problems;
}

/**
 * Problems with the content editor's page (public/admin/, scripts/cms-assets.ts): its policy is
 * wider than the site's where Decap CMS needs it (lib/security-headers.ts `editorPolicy`
 * names each widening), so instead of the strict rules it must be exactly the policy the build
 * writes for it, first in <head>, with no markup a hash cannot allow.
 */
export function checkEditorPolicy(html: string, policyFor: (hashes: InlineHashes) => string) {
  const { found, problems, policy } = placement(html);
  if (policy !== undefined && policy !== policyFor(found))
    problems.push(`the editor's policy is not editorPolicy()'s: ${policy}`);
  return problems;
}
