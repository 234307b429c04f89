/** What the rest of the server may use of the documents feature; every other file here is its inside. */
export { documentRoutes } from './routes.ts';
