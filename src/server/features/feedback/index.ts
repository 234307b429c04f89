/** What the rest of the server may use of the feedback feature; every other file here is its inside. */
export { feedbackRoutes } from './routes.ts';
