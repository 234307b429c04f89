import type { FeedbackEntityType } from '../../../../shared/constants.ts';

export type ReactionBarProps = {
  entityType: FeedbackEntityType;
  entityId: number;
  size?: 'sm' | 'md' | 'lg';
  showCounts?: boolean;
};

/** Placeholder: the reactions issue replaces this with the emoji bar. */
export function ReactionBar(_props: ReactionBarProps) {
  return null;
}
