export { default, generateMetadata, generateStaticParams } from '../../../(current)/demo/[name]/page';

export const dynamicParams = false;
