export { default, generateMetadata } from '../../(current)/demo/page';
