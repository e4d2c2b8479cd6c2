// A request sent with its path exactly as written. Playwright's APIRequestContext and fetch resolve
// a path against the base URL first: `//evil.example/x` goes to evil.example itself, `/\x` and
// `/.//x` reach the server as `//x`; http.request refuses a tab. node:net puts the bytes on the
// wire as they are, so the runtime sees the hostile path an attacker's link would send.
import net from 'node:net';
import type { HostAnswer } from './cases';

/**
 * The status and headers of a HEAD of `target` (sent as is) at `origin`; status 0 when the runtime
 * closes the connection without an answer.
 */
export function rawRequest(origin: string, target: string): Promise<HostAnswer> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `HEAD ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        'latin1',
      );
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${target}: no answer in 15 s`)));
    socket.on('error', reject);
    const answer = () => {
      const head = received.toString('latin1').split('\r\n\r\n')[0] ?? '';
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers };
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      // A HEAD answer has no body: done at the end of its headers.
      if (received.includes('\r\n\r\n')) {
        resolve(answer());
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(answer()));
  });
}
