/** What the rest of the server may use of the proposals feature; every other file here is its inside. */
export { proposalRoutes } from './routes.ts';
export { hasAcceptedProposal, proposalStatusForPartner } from './service.ts';
