import type { ReactNode } from 'react';
import type { FeedbackEntityType } from '../../../../shared/constants.ts';

export type TopRatedProps = {
  entityType: FeedbackEntityType;
  /** Renders one top item (a service or project card) by its id. */
  renderItem: (entityId: number, totalPoints: number) => ReactNode;
  limit?: number;
};

/** Placeholder: the reactions issue fills the "top rated" section from the top endpoint. */
export function TopRated(_props: TopRatedProps) {
  return null;
}
