/** What the rest of the server may use of the systems feature; every other file here is its inside. */
export { systemRoutes } from './routes.ts';
export { commissionPlant } from './service.ts';
