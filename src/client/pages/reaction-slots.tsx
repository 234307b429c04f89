import { ReactionBar } from '../features/reactions/components/reaction-bar.tsx';

/** The reaction bars the pages compose into the marketing feature's service and project cards. */
export const serviceReactions = (serviceId: number) => (
  <ReactionBar entityType="service" entityId={serviceId} size="sm" />
);

export const projectReactions = (projectId: number) => (
  <ReactionBar entityType="project" entityId={projectId} size="sm" />
);
