/** The job engine's public surface: the rest of the server imports from here only. */
export {
  createJobs,
  DEFAULT_RETRY,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobPayloads,
  type JobRun,
  type JobSettings,
  type JobStatus,
  type Jobs,
  type JobsOptions,
  type RetryPolicy,
} from './engine.ts';
export { registerServerJobs, SERVER_SCHEDULES } from './server-jobs.ts';
