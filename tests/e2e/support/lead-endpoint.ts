// A lead endpoint and customer portal stand-in on loopback for the form e2e tests.
//   OPTIONS/POST /lead        CORS preflight, then the JSON submission (recorded); or a form posted
//                             by the browser itself (urlencoded, recorded): 303 to its `_next`
//   POST /portal/login, /portal/password-reset   the sign-in hand-offs (recorded), answer HTML
//   GET  /portal/auth/google  the Google hand-off
//   POST /__scenario {token, responses:[{status, body?, delayMs?}]}  how to answer requests whose
//        fields contain `token` (in order; the last repeats). Default: 200 {"ok":true}.
//   GET  /__requests?token=…  what arrived for that token
// Tests run in parallel, so every test uses its own token inside a field value.
import http from 'node:http';
import { leadPort } from './ports';

type Step = { status: number; body?: unknown; delayMs?: number };
type Scenario = { responses: Step[]; index: number };
type Received = {
  path: string;
  url: string | undefined;
  method: string | undefined;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: unknown;
  spam: boolean;
};

const scenarios = new Map<string, Scenario>();
const received: Received[] = [];

function corsHeaders(request: http.IncomingMessage): Record<string, string> {
  const origin = request.headers.origin ?? '';
  // Only loopback pages may call it.
  const allowed = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : 'null';
  return {
    'Access-Control-Allow-Origin': allowed,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
    'Access-Control-Max-Age': '0',
    Vary: 'Origin',
  };
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function json(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function portalPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

function scenarioFor(text: string): Scenario | undefined {
  for (const [token, scenario] of scenarios) {
    if (text.includes(token)) return scenario;
  }
  return undefined;
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  try {
    if (url.pathname === '/__scenario' && request.method === 'POST') {
      const { token, responses } = JSON.parse(await readBody(request)) as {
        token: string;
        responses: Step[];
      };
      scenarios.set(token, { responses, index: 0 });
      return json(response, 200, { ok: true });
    }
    if (url.pathname === '/__requests') {
      const token = url.searchParams.get('token') ?? '';
      return json(
        response,
        200,
        received.filter((entry) => entry.raw.includes(token)),
      );
    }
    if (url.pathname === '/lead') {
      const cors = corsHeaders(request);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        return response.end();
      }
      if (request.method !== 'POST') return json(response, 405, { error: 'POST only' }, cors);
      const raw = await readBody(request);
      const native = (request.headers['content-type'] ?? '').includes('urlencoded');
      const body: Record<string, string> = native
        ? Object.fromEntries(new URLSearchParams(raw))
        : JSON.parse(raw);
      received.push({
        path: url.pathname,
        url: request.url,
        method: request.method,
        headers: request.headers,
        raw: native ? Object.values(body).join('\n') : raw,
        body,
        // As Formspree treats its `_gotcha`: a filled trap marks the submission as spam (it is
        // then dropped silently; kept here so the tests can see what arrived).
        spam: typeof body._gotcha === 'string' && body._gotcha !== '',
      });
      if (native) {
        // Like Formspree / Basin: back to the site's thank-you page.
        response.writeHead(303, { Location: body._next ?? '/' });
        return response.end();
      }
      const scenario = scenarioFor(raw);
      const step: Step = (scenario
        ? scenario.responses[Math.min(scenario.index++, scenario.responses.length - 1)]
        : undefined) ?? { status: 200 };
      if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
      if (response.destroyed || request.socket.destroyed) return;
      return json(response, step.status, step.body ?? { ok: step.status < 300 }, cors);
    }
    if (url.pathname.startsWith('/portal/')) {
      const raw = request.method === 'POST' ? await readBody(request) : '';
      const fields: Record<string, string> = Object.fromEntries(new URLSearchParams(raw));
      received.push({
        path: url.pathname,
        url: request.url,
        method: request.method,
        headers: request.headers,
        raw,
        body: fields,
        spam: false,
      });
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const what = url.pathname.replace('/portal/', '');
      return response.end(
        portalPage('Customer portal', `Portal received ${what} for ${fields.email ?? 'Google'}`),
      );
    }
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end('lead endpoint stub');
  } catch (error) {
    if (!response.headersSent) json(response, 500, { error: String(error) });
  }
});

server.listen(leadPort, '127.0.0.1', () => {
  console.log(`Lead endpoint stub at http://127.0.0.1:${leadPort}/lead`);
});
