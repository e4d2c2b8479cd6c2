// `fs` stubbed for the checks that prove a module reads no file: every function of `fs`, `node:fs`
// and their promises records its call and throws; classes (`Stats`, `ReadStream`, …) and constants
// are kept. `stubbed` makes the stub (tests/unit/fs-probe.ts gives it to the modules it imports, in
// a process of its own); `stubFileSystem` mocks it for a test file's own tests.
import path from 'node:path';

const root = process.cwd();

const describeArg = (arg: unknown) =>
  typeof arg === 'string' ? JSON.stringify(path.relative(root, arg) || '.') : typeof arg;

export function stubbed<T extends object>(
  real: T,
  prefix: string,
  calls: string[],
  who: string,
): T {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(real)) {
    if (typeof value === 'function' && /^[a-z]/.test(name)) {
      copy[name] = (...args: unknown[]) => {
        const call = `${prefix}${name}(${args.slice(0, 1).map(describeArg).join(', ')})`;
        calls.push(call);
        throw new Error(`${who}: ${call}`);
      };
    } else if (name === 'promises' && value && typeof value === 'object') {
      copy[name] = stubbed(value, `${prefix}promises.`, calls, who);
    } else {
      copy[name] = value;
    }
  }
  return copy as T;
}

/**
 * Stubs fs for the calling test file; returns the list each call is recorded in (empty it between
 * checks). `who` starts each thrown error's message.
 */
export function stubFileSystem(who: string): string[] {
  const calls: string[] = [];
  const fsStub = stubbed(
    jest.requireActual<typeof import('node:fs')>('node:fs'),
    'fs.',
    calls,
    who,
  );
  const promisesStub = stubbed(
    jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises'),
    'fs/promises.',
    calls,
    who,
  );
  const stubs: Record<string, object> = {
    fs: fsStub,
    'node:fs': fsStub,
    'fs/promises': promisesStub,
    'node:fs/promises': promisesStub,
  };
  beforeAll(() => {
    for (const [name, stub] of Object.entries(stubs)) jest.doMock(name, () => stub);
  });
  afterAll(() => {
    for (const name of Object.keys(stubs)) jest.dontMock(name);
  });
  return calls;
}
