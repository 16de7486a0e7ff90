import { migrationRoute } from '@/components/migration/migration-route';

const page = migrationRoute('zh-CN');
export const generateMetadata = page.generateMetadata;
export default page.Page;
