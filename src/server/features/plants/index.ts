/** What the rest of the server may use of the plants feature; every other file here is its inside. */
export { plantRoutes } from './routes.ts';
export { commissionPlant } from './service.ts';
