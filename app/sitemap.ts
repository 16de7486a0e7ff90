import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/crawler-files';
import { registry } from '@/lib/source';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(registry, site.url);
}
