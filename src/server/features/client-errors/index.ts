/** What the rest of the server may use of the client-errors feature; every other file here is its inside. */
export { clientErrorRoutes } from './routes.ts';
