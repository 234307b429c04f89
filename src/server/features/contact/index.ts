/** What the rest of the server may use of the contact feature; every other file here is its inside. */
export { contactRoutes } from './routes.ts';
