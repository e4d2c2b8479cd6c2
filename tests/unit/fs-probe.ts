// Imports project modules in a process of its own, with `fs` stubbed for every project file
// (tests/unit/fs-stub.ts: each call recorded, then thrown), and prints what each import did as
// JSON. The unit tests spawn it (tests/unit/fs-probe-run.ts) instead of reloading modules in jest:
// a fresh process has a clean module cache, so a module's top level runs here, whatever jest
// already loaded. node_modules and Node's own loaders keep the real `fs`.
//   tsx tests/unit/fs-probe.ts import <file>…       each file's problems: [{ module, problems }]
//   tsx tests/unit/fs-probe.ts run <file> <json>     require <file> (fs stubbed), call its export
//                                                    `probe` with the JSON file's value; print the result
//   tsx tests/unit/fs-probe.ts loads <file>          the project files importing <file> loads
/* eslint-disable @typescript-eslint/no-require-imports -- it loads the modules it is given, at run time */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { stubbed } from './fs-stub';

const root = process.cwd();
const calls: string[] = [];
const fsStub = stubbed(fs, 'fs.', calls, 'fs-probe');
const promisesStub = stubbed(fs.promises, 'fs/promises.', calls, 'fs-probe');
const stubs: Record<string, object> = {
  fs: fsStub,
  'node:fs': fsStub,
  'fs/promises': promisesStub,
  'node:fs/promises': promisesStub,
};
/** This probe and the stub read the real fs. */
const exempt = new Set([__filename, path.join(__dirname, 'fs-stub.ts')]);

/** A file of the project's own code (not a package, not this probe). */
const isProjectFile = (file: string | undefined) =>
  !!file &&
  file.startsWith(root + path.sep) &&
  !file.includes(`${path.sep}node_modules${path.sep}`) &&
  !exempt.has(file);

type Load = (
  request: string,
  parent: { filename?: string } | undefined,
  isMain: boolean,
) => unknown;
const loader = Module as unknown as { _load: Load };
const load = loader._load;
loader._load = function (request, parent, isMain) {
  if (request in stubs && isProjectFile(parent?.filename)) return stubs[request];
  return load.call(this, request, parent, isMain);
};

/** What importing `file` did: each fs call, and the error the import threw. */
function problemsImporting(file: string): string[] {
  calls.length = 0;
  const problems: string[] = [];
  try {
    require(path.resolve(root, file));
  } catch (error) {
    problems.push(
      `threw: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    );
  }
  return [...calls.map((call) => `called ${call}`), ...problems];
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'import') {
  const result = args.map((module) => ({ module, problems: problemsImporting(module) }));
  process.stdout.write(JSON.stringify(result));
} else if (mode === 'run') {
  const [file, input] = args as [string, string];
  const value: unknown = JSON.parse(fs.readFileSync(input, 'utf8'));
  calls.length = 0;
  const { probe } = require(path.resolve(root, file)) as { probe: (input: unknown) => unknown };
  const output = probe(value);
  process.stdout.write(JSON.stringify({ calls, output }));
} else if (mode === 'loads') {
  require(path.resolve(root, args[0]!));
  const loaded = Object.keys(require.cache).filter(isProjectFile);
  process.stdout.write(JSON.stringify(loaded.map((file) => path.relative(root, file)).sort()));
} else {
  throw new Error('usage: fs-probe.ts import <file>… | run <file> <input.json> | loads <file>');
}
