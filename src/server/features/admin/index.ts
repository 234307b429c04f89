/** What the rest of the server may use of the admin feature; every other file here is its inside. */
export { adminRoutes } from './routes.ts';
