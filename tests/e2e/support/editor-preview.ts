// The content editor's preview (components/editor/), as the e2e tests see it: the frame Decap
// renders the page in, the bar above it (width switch, the build's messages), and the page's main
// landmark as an outline to compare with the built page's.
import sharp from 'sharp';
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** Decap's preview frame (decap-cms-core's PreviewPaneFrame). */
export const previewFrame = (page: Page): FrameLocator => page.frameLocator('#preview-pane');

/** The build's messages above the preview. */
export const previewIssues = (page: Page): Locator => page.locator('[data-preview-issues]');

/** Shows the preview at `width` CSS pixels (375, 768 or 1280). */
export async function previewAt(page: Page, width: 375 | 768 | 1280) {
  await page
    .getByRole('group', { name: 'Preview width' })
    .getByRole('button', { name: `${width} px` })
    .click();
}

/** A main landmark as compared: its text, its sections, and every element with its classes. */
export type Outline = { text: string; sections: string[]; elements: string[] };

/** The outline of the `main` that `root` holds (the built page, or the preview frame). */
export function outlineOf(main: Locator): Promise<Outline> {
  return main.evaluate((element) => {
    const describe = (node: Element) =>
      [node.tagName.toLowerCase(), ...[...node.classList].sort()].join('.');
    return {
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      sections: [...element.children].map(describe),
      elements: [...element.querySelectorAll('*')].map(describe),
    };
  });
}

/**
 * How two PNG screenshots of one size differ: the share of pixels whose colour differs by more than
 * `threshold` in any channel (0-255).
 */
export async function pixelDifference(a: Buffer, b: Buffer, threshold = 32) {
  const [first, second] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = first!.info;
  if (width !== second!.info.width || height !== second!.info.height)
    return {
      share: 1,
      width,
      height,
      size: `${width}×${height} vs ${second!.info.width}×${second!.info.height}`,
    };
  let differ = 0;
  for (let i = 0; i < first!.data.length; i += 4) {
    for (let c = 0; c < 3; c += 1) {
      if (Math.abs(first!.data[i + c]! - second!.data[i + c]!) > threshold) {
        differ += 1;
        break;
      }
    }
  }
  return { share: differ / (width * height), width, height, size: `${width}×${height}` };
}
