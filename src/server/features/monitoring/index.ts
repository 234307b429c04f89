/** What the rest of the server may use of the monitoring feature; every other file here is its inside. */
export { runPlantAlerts } from './alerts.ts';
export { customerPlantRow } from './customer-plant.ts';
export { monthsWithIntervalData } from './ingest.ts';
export { monitoringRoutes } from './routes.ts';
