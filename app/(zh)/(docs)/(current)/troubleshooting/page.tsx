import { docRoute } from '@/components/layout/line-route';

const page = docRoute('zh-CN', '/troubleshooting');
export const generateMetadata = page.generateMetadata;
export default page.Page;
