import { llmsTextResponse, lineFileRoute } from '@/lib/crawler-responses';

/** /en/7.x/llms.txt: every English page of a line that is not the current one, with a one-line summary, written at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = lineFileRoute((line) => llmsTextResponse('en', line));
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
