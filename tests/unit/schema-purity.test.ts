/**
 * @jest-environment node
 */
// The content model is pure: importing any module of content/schema/ reads no file (README, "What
// may import what"). The editor, the tests and the build load the schemas without the content; a
// reference to content (a shared item, the latest news) is resolved by content/load/, never while
// a schema module loads. Each module is imported in a fresh process with `fs` stubbed
// (tests/unit/fs-probe.ts): any call records what was called and throws. .dependency-cruiser.cjs
// checks the same statically (`schema-reaches-no-io`); this proves it at run time, whatever a
// module does on import.
import { importProblems, moduleFiles } from './fs-probe-run';

const schemaModules = moduleFiles('content/schema');

describe('content/schema/ modules read no file when imported', () => {
  it('finds the schema modules', () => {
    expect(schemaModules.length).toBeGreaterThan(5);
    expect(schemaModules).toContain('content/schema/common.ts');
  });

  it('records and refuses every way a module reaches fs', () => {
    const [fixture] = importProblems(['tests/unit/fixtures/fs-probe/reads-files.ts']);
    expect(fixture!.problems).toEqual([
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

  it('imports each schema module, fs stubbed, reading nothing', () => {
    const results = importProblems(schemaModules);
    expect(results.map(({ module }) => module)).toEqual(schemaModules);
    for (const result of results) expect(result).toEqual({ module: result.module, problems: [] });
  });
});
