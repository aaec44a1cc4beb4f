// The account's pages show the same 404 inside their own frame.
export { default, generateMetadata } from '../(storefront)/not-found';
