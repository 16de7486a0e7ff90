import { docRoute } from '@/components/layout/line-route';

const page = docRoute('zh-CN', '/');
export const generateMetadata = page.generateMetadata;
export default page.Page;
