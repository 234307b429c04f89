/** What the rest of the server may use of the earnings feature; every other file here is its inside. */
export { earningsRoutes } from './routes.ts';
export {
  awardCommissionedLead,
  awardWonLead,
  clawBackRewards,
  resizePendingReward,
} from './service.ts';
