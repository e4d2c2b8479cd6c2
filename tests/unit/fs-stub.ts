// `fs` stubbed for the checks that prove a module reads no file: every function of `fs`, `node:fs`
// and their promises records its call and throws; classes (`Stats`, `ReadStream`, …) and constants
// are kept. tests/unit/fs-probe.ts gives the stub to the modules it imports, in a process of its
// own.
import path from 'node:path';

const root = process.cwd();

const describeArg = (arg: unknown) =>
  typeof arg === 'string' ? JSON.stringify(path.relative(root, arg) || '.') : typeof arg;

/** `real` (fs or its promises) with each function recording its call in `calls`, then throwing. */
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
