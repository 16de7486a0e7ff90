import { lineLayout } from '@/components/layout/line-route';

/** The English edition's pages on every other line, under its prefix (`/en/7.x/…`): the same routes as `(current)/`. */
export const dynamicParams = false;

const layout = lineLayout('en');
export const generateStaticParams = layout.generateStaticParams;
export default layout.Layout;
