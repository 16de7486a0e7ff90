import { lineLayout } from '@/components/layout/line-route';

/** The English edition's pages on the current line (the site's own routes). */
export default lineLayout('en').Layout;
