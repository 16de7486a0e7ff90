export { default, generateMetadata, generateStaticParams } from '../../../(current)/troubleshooting/[slug]/page';

export const dynamicParams = false;
