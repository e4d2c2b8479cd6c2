// The help-center search index, written to out/help-center/search-index.json at build time from
// the files in content/help/ (titles, excerpts, topics and the full text of every body).
import { buildHelpIndex } from '@/lib/help-search';
import { helpArticles } from '@/content/shared/help-articles';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildHelpIndex(helpArticles));
}
