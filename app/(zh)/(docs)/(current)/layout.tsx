import { lineLayout } from '@/components/layout/line-route';

/** The zh-CN edition's pages on the current line (the site's own routes). */
export default lineLayout('zh-CN').Layout;
