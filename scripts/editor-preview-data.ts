// The preview data of the content editor (components/editor/preview-data.ts): what the preview
// needs of the site beyond the entry being edited, from the loaders, as the build sees it. Written
// by scripts/cms-assets.ts into public/admin/preview-data.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { allContent } from '../content/routes';
import { sharedKinds, type SharedKind } from '../content/schema/shared-kinds';
import { templates, type TemplateName } from '../content/schema/templates';
import { collectionDescriptors } from '../content/collections';
import { companyFile } from '../content/schema/company';
import { leadImagesMade, pictureOf, picturesMade } from '../content/load/images';
import { articles } from '../content/load/news-posts';
import { helpArticles, summaryOf as helpSummaryOf } from '../content/load/help-articles';
import { openPositions } from '../content/load/job-openings';
import { pageFileNames } from '../content/load/page-list';
import { fileFormLists } from '../content/generated/fill-sections';
import type { PreviewData, SharedBlock } from '../components/editor/preview-data';

const root = path.resolve(__dirname, '..');
const readYaml = (file: string): unknown => parse(readFileSync(path.join(root, file), 'utf8'));

/** Every file under `dir` (relative to root) whose name ends with `extension`. */
function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Where each shared kind shows: the section type and its field naming items of the kind. The
 * first page file section of that type is the block an item is previewed in.
 */
const sharedFields: Partial<Record<SharedKind, { type: string; field: string; list: boolean }>> = {
  faqs: { type: 'faq', field: 'items', list: true },
  plans: { type: 'pricing', field: 'plans', list: true },
  testimonials: { type: 'testimonialSlider', field: 'testimonials', list: true },
  logos: { type: 'logos', field: 'logos', list: true },
  videos: { type: 'videoPromo', field: 'video', list: false },
  quotes: { type: 'quote', field: 'quote', list: false },
  processes: { type: 'workProcess', field: 'process', list: false },
};

function sharedBlocks(): PreviewData['sharedBlocks'] {
  const pages = pageFileNames().map((name) => {
    const file = readYaml(`content/pages/${name}.yml`) as {
      route?: { path: string };
      meta: unknown;
      sections: Record<string, unknown>[];
    };
    return { path: file.route?.path ?? `/${name}/`, meta: file.meta, sections: file.sections };
  });
  const blocks: PreviewData['sharedBlocks'] = {};
  for (const [kind, where] of Object.entries(sharedFields) as [
    SharedKind,
    NonNullable<(typeof sharedFields)[SharedKind]>,
  ][]) {
    for (const page of pages) {
      const section = page.sections.find(
        (each) => each.type === where.type && each[where.field] !== undefined,
      );
      if (!section) continue;
      const block: SharedBlock = { path: page.path, meta: page.meta, section, ...where };
      // A FAQ or pricing section may add items of its own after the shared ones: not previewed.
      delete block.section.pageItems;
      delete block.section.pagePlans;
      blocks[kind] = block;
      break;
    }
  }
  return blocks;
}

export function previewData(): PreviewData {
  // Every page the build makes, so every picture it makes is known.
  allContent();
  const pictures = Object.fromEntries(picturesMade);
  const svgs: PreviewData['svgs'] = {};
  for (const file of filesUnder('public', '.svg')) {
    if (file.startsWith(`public${path.sep}admin`)) continue;
    const src = `/${path.relative('public', file).split(path.sep).join('/')}`;
    const { width, height, inline } = pictureOf({ src: src as `/${string}`, alt: '' }, 'logo', {
      lead: true,
    });
    svgs[src] = { width, height, ...(inline ? { inline } : {}) };
  }
  const shared = Object.fromEntries(
    (Object.keys(sharedKinds) as SharedKind[]).map((kind) => {
      const { folder } = sharedKinds[kind];
      const items = readdirSync(path.join(root, folder))
        .filter((name) => name.endsWith('.yml'))
        .sort()
        .map((name) => [name.slice(0, -'.yml'.length), readYaml(`${folder}/${name}`)]);
      return [kind, Object.fromEntries(items)];
    }),
  ) as PreviewData['shared'];
  return {
    company: readYaml(companyFile),
    shared,
    // The templates of content/schema/templates.ts and each described collection's.
    templates: Object.fromEntries(
      [
        ...(Object.keys(templates) as TemplateName[]),
        ...collectionDescriptors.map((descriptor) => descriptor.template.name),
      ].map((name) => [name, readYaml(`content/templates/${name}.yml`)]),
    ) as PreviewData['templates'],
    pictures,
    leadImages: Object.fromEntries(leadImagesMade),
    svgs,
    latestNews: articles.slice(0, 12),
    fileForms: fileFormLists(),
    published: {
      news: articles,
      help: helpArticles.map(helpSummaryOf),
      jobs: openPositions,
    },
    sharedBlocks: sharedBlocks(),
  };
}
