/** What the rest of the server may use of the account feature; every other file here is its inside. */
export { accountRoutes } from './routes.ts';
