/** What the rest of the server may use of the mfa feature; every other file here is its inside. */
export { mfaRoutes } from './routes.ts';
export { sealStoredMfaSecrets } from './service.ts';
