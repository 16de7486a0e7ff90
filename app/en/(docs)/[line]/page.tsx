export { default, generateMetadata } from '../(current)/page';
