export { default, generateMetadata } from '../../(current)/changelog/page';
