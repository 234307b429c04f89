/** What the rest of the server may use of the seo feature; every other file here is its inside. */
export { seoRoutes } from './routes.ts';
