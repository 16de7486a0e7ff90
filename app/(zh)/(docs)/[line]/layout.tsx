import { lineLayout } from '@/components/layout/line-route';

/** The zh-CN edition's pages on every other line, under its prefix (`/7.x/…`): the same routes as `(current)/`. */
export const dynamicParams = false;

const layout = lineLayout('zh-CN');
export const generateStaticParams = layout.generateStaticParams;
export default layout.Layout;
