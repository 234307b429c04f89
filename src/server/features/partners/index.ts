/** What the rest of the server may use of the partners feature; every other file here is its inside. */
export { partnerRoutes } from './routes.ts';
export { approvePartnerApplication, toPartner } from './service.ts';
