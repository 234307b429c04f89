/** What the rest of the server may use of the health feature; every other file here is its inside. */
export { healthRoutes } from './routes.ts';
