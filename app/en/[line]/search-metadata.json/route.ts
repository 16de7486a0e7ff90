import { searchMetadataResponse, lineFileRoute } from '@/lib/crawler-responses';

/** The English search payload of a line that is not the current one (`/en/7.x/search-metadata.json`). */
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = lineFileRoute((line) => searchMetadataResponse('en', line));
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
