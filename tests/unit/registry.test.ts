/**
 * @jest-environment node
 */
import path from 'node:path';
import ts from 'typescript';
import { sectionRegistry } from '@/components/layout/SectionStack';

const root = path.resolve(__dirname, '..', '..');

/** The previous check's program: the next one reuses its parsed files (only the check differs). */
let previous: ts.Program | undefined;

/** The type errors of `source` as a file of the project: only that file is checked, not all. */
function diagnosticsFor(source: string): string[] {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const file = path.join(root, 'tests/unit/types/__generated-registry-check.ts');
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === file ? source : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram(
    [file],
    { ...parsed.options, noEmit: true, incremental: false },
    host,
    previous,
  );
  previous = program;
  const checked = program.getSourceFile(file)!;
  return [
    ...program.getSyntacticDiagnostics(checked),
    ...program.getSemanticDiagnostics(checked),
  ].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('section registry', () => {
  it('has a component for every section type used by content', () => {
    for (const component of Object.values(sectionRegistry)) {
      expect(typeof component).toBe('function');
    }
  });

  it('fails the type check when a section type has no component', () => {
    const errors = diagnosticsFor(`
      import { sectionRegistry, type SectionRegistry } from '@/components/layout/SectionStack';
      const { story: _omitted, ...rest } = sectionRegistry;
      export const registry: SectionRegistry = rest;
    `);
    expect(errors.join('\n')).toMatch(/Property 'story' is missing/);
  }, 60_000);

  it('accepts the complete registry', () => {
    const errors = diagnosticsFor(`
      import { sectionRegistry, type SectionRegistry } from '@/components/layout/SectionStack';
      export const registry: SectionRegistry = { ...sectionRegistry };
    `);
    expect(errors).toEqual([]);
  }, 60_000);
});
