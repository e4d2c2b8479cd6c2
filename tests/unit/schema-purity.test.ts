/**
 * @jest-environment node
 */
// The content model is pure: importing any module of content/schema/ reads no file (README, "What
// may import what"). The editor, the tests and the build load the schemas without the content; a
// reference to content (a shared item, the latest news) is resolved by content/load/, never while
// a schema module loads. Each module is loaded afresh with `fs` stubbed: any call records what was
// called and throws. .dependency-cruiser.cjs checks the same statically (`schema-reaches-no-io`);
// this proves it at run time, whatever a module does on import.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { stubFileSystem } from './fs-stub';

const root = process.cwd();

/** Every module file under content/schema/, listed before fs is stubbed. */
function moduleFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return moduleFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}
const schemaModules = moduleFiles('content/schema');

/** The fs calls made while the current module loaded (tests/unit/fs-stub.ts). */
const calls = stubFileSystem('schema-purity');

/** What went wrong loading `file` afresh: each fs call, and the error the import threw. */
function problemsLoading(load: () => void): string[] {
  calls.length = 0;
  let thrown: unknown;
  jest.isolateModules(() => {
    try {
      load();
    } catch (error) {
      thrown = error;
    }
  });
  const problems = calls.map((call) => `called ${call}`);
  if (thrown !== undefined) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    problems.push(`threw: ${message.split('\n')[0]}`);
  }
  return problems;
}

/* eslint-disable @typescript-eslint/no-require-imports -- each module is loaded afresh, fs stubbed */
describe('content/schema/ modules read no file when imported', () => {
  it('finds the schema modules', () => {
    expect(schemaModules.length).toBeGreaterThan(5);
    expect(schemaModules).toContain('content/schema/common.ts');
  });

  it('records and refuses every way a module reaches fs', () => {
    const problems = problemsLoading(() => {
      for (const load of [
        () => require('node:fs').readFileSync(path.join(root, 'package.json')),
        () => require('fs').readdirSync(root),
        () => require('fs').statSync(root),
        () => require('node:fs').existsSync(root),
        () => require('fs').openSync(path.join(root, 'package.json'), 'r'),
        () => require('node:fs').promises.readFile(path.join(root, 'package.json')),
        () => require('fs/promises').readFile(path.join(root, 'package.json')),
        () => require('node:fs/promises').readdir(root),
      ]) {
        expect(load).toThrow(/schema-purity/);
      }
    });
    expect(problems).toEqual([
      'called fs.readFileSync("package.json")',
      'called fs.readdirSync(".")',
      'called fs.statSync(".")',
      'called fs.existsSync(".")',
      'called fs.openSync("package.json")',
      'called fs.promises.readFile("package.json")',
      'called fs/promises.readFile("package.json")',
      'called fs/promises.readdir(".")',
    ]);
  });

  it.each(schemaModules)('%s', (file) => {
    const problems = problemsLoading(() => require(path.join(root, file)));
    expect({ module: file, problems }).toEqual({ module: file, problems: [] });
  });
});
/* eslint-enable @typescript-eslint/no-require-imports */
