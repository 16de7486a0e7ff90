import { demoRoute } from '@/components/layout/demo-route';

export const dynamicParams = false;

const route = demoRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.DemoPage;
