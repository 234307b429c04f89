/** What the rest of the server may use of the verification feature; every other file here is its inside. */
export { checkCode, codeCheckError, spendCode } from './code.ts';
export { verificationRoutes } from './routes.ts';
export { sendVerificationCode } from './service.ts';
