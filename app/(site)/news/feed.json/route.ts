// The news JSON Feed 1.1, written to out/news/feed.json at build time (lib/from-content/feeds.ts).
import { newsFeeds, newsJsonFeed } from '@/lib/from-content/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(newsJsonFeed(), { headers: { 'Content-Type': newsFeeds().json.type } });
}
