import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/crawler-files';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

/** Everything may be crawled except the standalone demo renders, which duplicate the demo pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/~demos/' },
    sitemap: absoluteUrl(site.url, '/sitemap.xml'),
  };
}
