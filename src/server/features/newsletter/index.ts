/** What the rest of the server may use of the newsletter feature; every other file here is its inside. */
export { newsletterRoutes } from './routes.ts';
