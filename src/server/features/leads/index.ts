/** What the rest of the server may use of the leads feature; every other file here is its inside. */
export { reviewDocument } from './pipeline.ts';
export { leadRoutes } from './routes.ts';
export { leadList } from './service.ts';
