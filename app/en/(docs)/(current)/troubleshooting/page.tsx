import { docRoute } from '@/components/layout/line-route';

const page = docRoute('en', '/troubleshooting');
export const generateMetadata = page.generateMetadata;
export default page.Page;
