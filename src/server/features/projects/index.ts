/** What the rest of the server may use of the projects feature; every other file here is its inside. */
export { projectRoutes } from './routes.ts';
export { leadProject, openProject } from './service.ts';
