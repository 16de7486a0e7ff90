import { migrationRoute } from '@/components/migration/migration-route';

const page = migrationRoute('en');
export const generateMetadata = page.generateMetadata;
export default page.Page;
