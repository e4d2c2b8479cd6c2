// A Plausible-style Events API stand-in on loopback for tests/e2e/measurement.spec.ts.
//   POST /api/event   an event as navigator.sendBeacon sends it (text/plain JSON): recorded, 202
//   GET  /__events?agent=…   the events whose User-Agent contains `agent` (each test its own)
// Any other request is recorded too (as `unexpected`), so a test can assert nothing else arrived.
import http from 'node:http';
import { analyticsPort } from './ports';

export type ReceivedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer: string;
  props?: Record<string, string>;
  contentType: string;
  cookie: string;
  agent: string;
};

const events: ReceivedEvent[] = [];

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/__events') {
    const agent = url.searchParams.get('agent') ?? '';
    response.writeHead(200, { 'Content-Type': 'application/json' });
    return response.end(JSON.stringify(events.filter((event) => event.agent.includes(agent))));
  }
  if (url.pathname === '/api/event' && request.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    events.push({
      ...body,
      contentType: request.headers['content-type'] ?? '',
      cookie: request.headers.cookie ?? '',
      agent: request.headers['user-agent'] ?? '',
    });
    // Plausible answers 202; a beacon reads no answer, so no CORS header is needed.
    response.writeHead(202, { 'Content-Type': 'text/plain' });
    return response.end('ok');
  }
  response.writeHead(200, { 'Content-Type': 'text/plain' });
  response.end('analytics endpoint stub');
});

server.listen(analyticsPort, '127.0.0.1', () => {
  console.log(`Analytics endpoint stub at http://127.0.0.1:${analyticsPort}/api/event`);
});
