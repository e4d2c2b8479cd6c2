// The news JSON Feed 1.1, written to out/news/feed.json at build time (lib/feeds.ts).
import { newsFeeds, newsJsonFeed } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(newsJsonFeed(), { headers: { 'Content-Type': newsFeeds().json.type } });
}
