// Renders the integration logo files: simple-icons marks in the colour the package gives them,
// or a neutral monogram for services that have no mark there.
import * as simpleIcons from 'simple-icons';
import { LOGO_SIZE, type IntegrationMark } from '../content/catalog/integrations';

type SimpleIcon = { title: string; hex: string; path: string };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The simple-icons entry behind a mark (throws for an unknown name, so a typo fails the build). */
export function simpleIcon(name: string): SimpleIcon {
  const icon = (simpleIcons as unknown as Record<string, SimpleIcon | undefined>)[name];
  if (!icon?.path) throw new Error(`simple-icons has no icon named ${name}`);
  return icon;
}

export function renderIntegrationLogo(name: string, mark: IntegrationMark): string {
  const size = LOGO_SIZE;
  if ('simpleIcon' in mark) {
    const icon = simpleIcon(mark.simpleIcon);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}">` +
      `<title>${escapeXml(name)}</title>` +
      `<path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`
    );
  }
  const text = escapeXml(mark.monogram);
  const fontSize = mark.monogram.length > 3 ? 11 : mark.monogram.length === 3 ? 13 : 17;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect x="1" y="1" width="46" height="46" rx="12" fill="#f3f6fb" stroke="#dfe6f0" stroke-width="2"/>` +
    `<text x="24" y="${24 + fontSize * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="#173da6">${text}</text></svg>\n`
  );
}
