import { searchMetadataResponse, lineFileRoute } from '@/lib/crawler-responses';

/** The zh-CN search payload of a line that is not the current one (`/7.x/search-metadata.json`), fetched on the first search interaction on its pages. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = lineFileRoute((line) => searchMetadataResponse('zh-CN', line));
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
