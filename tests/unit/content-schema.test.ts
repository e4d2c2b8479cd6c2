/**
 * @jest-environment node
 */
// One schema for the content: every page of the route map parses with pageSchema to exactly the
// content it holds, and a mistyped field fails naming the file and the field's path.
import { allContent } from '@/content/routes';
import { pageSchema } from '@/content/schema/page';
import { sectionSchemas } from '@/content/schema/sections';
import { parseContent } from '@/content/schema/check';
import { sectionRegistry } from '@/components/layout/SectionStack';

describe('pageSchema', () => {
  const content = allContent();

  it('parses every page of the route map to the same content', () => {
    const paths = Object.keys(content);
    expect(paths.length).toBeGreaterThan(100);
    for (const [path, page] of Object.entries(content)) {
      const parsed = parseContent(pageSchema, page, path, 'page');
      expect(parsed).toEqual(page);
    }
  });

  it('has one schema per section type, filed under its type, and a component for each', () => {
    for (const [type, schema] of Object.entries(sectionSchemas)) {
      expect(schema.shape.type.value).toBe(type);
    }
    expect(Object.keys(sectionSchemas).sort()).toEqual(Object.keys(sectionRegistry).sort());
  });

  it('fails a mistyped field naming the file and the field', () => {
    const page = structuredClone(content['/home-ten/']);
    const hero = page.sections[0] as { title: unknown };
    hero.title = 42;
    expect(() => parseContent(pageSchema, page, 'content/pages/home-ten.yml', 'page')).toThrow(
      /^content\/pages\/home-ten\.yml: does not match the page schema\n {2}- "sections\.0\.title": /,
    );
  });

  it('fails an unknown field and an unknown section type', () => {
    const page = structuredClone(content['/home-ten/']) as unknown as {
      sections: Record<string, unknown>[];
    };
    page.sections[1]!.colour = 'red';
    page.sections[2]!.type = 'carouselOfDoom';
    let message = '';
    try {
      parseContent(pageSchema, page, 'content/pages/home-ten.yml', 'page');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/"sections\.1" colour: Unrecognized key/);
    expect(message).toMatch(/"sections\.2\.type": /);
  });
});
