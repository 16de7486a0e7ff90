export { default, generateMetadata } from '../../(current)/troubleshooting/page';
