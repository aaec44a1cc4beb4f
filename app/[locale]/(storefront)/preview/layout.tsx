export { default } from '../product/layout';
