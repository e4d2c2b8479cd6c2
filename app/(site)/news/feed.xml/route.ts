// The news RSS 2.0 feed, written to out/news/feed.xml at build time (lib/from-content/feeds.ts).
import { newsFeeds, newsRssFeed } from '@/lib/from-content/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(newsRssFeed(), { headers: { 'Content-Type': newsFeeds().rss.type } });
}
