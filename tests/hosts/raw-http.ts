// A request sent with its path exactly as written. Playwright's APIRequestContext and fetch resolve
// a path against the base URL first: `//evil.example/x` goes to evil.example itself, `/\x` and
// `/.//x` reach the server as `//x`; http.request refuses a tab. node:net puts the bytes on the
// wire as they are, so the runtime sees the hostile path an attacker's link would send.
import net from 'node:net';
import type { HostAnswer } from './cases';

/**
 * The status and headers of a HEAD of `target` (sent as is) at `origin`; status 0 when the runtime
 * closes the connection without an answer. `GET`: also the raw bytes of the body as received (no
 * Accept-Encoding is sent, so nothing is compressed; a chunked body keeps its chunk lines).
 */
export function rawRequest(
  origin: string,
  target: string,
  method: 'HEAD' | 'GET' = 'HEAD',
): Promise<HostAnswer & { body: string }> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        'latin1',
      );
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${target}: no answer in 15 s`)));
    // A runtime may reset the connection after its answer (a request line it refuses whole).
    socket.on('error', (error) => (received.length ? resolve(answer()) : reject(error)));
    const answer = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const head = end < 0 ? text : text.slice(0, end);
      const body = end < 0 ? '' : text.slice(end + 4);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      return {
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body,
      };
    };
    /** Whether the whole answer is in: its headers for a HEAD, and for a GET its body too. */
    const complete = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return false;
      if (method === 'HEAD') return true;
      const { headers } = answer();
      const body = received.length - end - 4;
      if (headers['content-length'] !== undefined) return body >= Number(headers['content-length']);
      if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? ''))
        return received.subarray(-5).toString('latin1') === '0\r\n\r\n';
      return false; // read to the close
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      // Some runtimes keep the connection open despite `Connection: close` (workerd, 5 s).
      if (complete()) {
        resolve(answer());
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(answer()));
  });
}
