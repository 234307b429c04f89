/**
 * Reactions and feedback (SPEC sections 3, 7 and 9; DESIGN "Reactions"): the reaction table,
 * its points, what can be reacted to, the top-rated list and the reaction bar.
 */

/** The reaction table: the server takes points from here, never from the client. */
export const REACTIONS = [
  { key: 'thumbs_up', emoji: '👍', points: 1 },
  { key: 'heart', emoji: '❤️', points: 2 },
  { key: 'fire', emoji: '🔥', points: 3 },
  { key: 'star', emoji: '⭐', points: 4 },
  { key: 'clap', emoji: '👏', points: 5 },
] as const;
export type Reaction = (typeof REACTIONS)[number];
export type ReactionKey = Reaction['key'];

export const REACTION_KEYS = REACTIONS.map((r) => r.key) as readonly ReactionKey[];
/** Points stored when a feedback row does not say (section 3). */
export const FEEDBACK_DEFAULT_POINTS = 1;

export function isReactionKey(value: unknown): value is ReactionKey {
  return typeof value === 'string' && REACTIONS.some((r) => r.key === value);
}

/** Points of a reaction type (1 to 5). */
export function reactionPoints(key: ReactionKey): number {
  return REACTIONS.find((r) => r.key === key)?.points ?? FEEDBACK_DEFAULT_POINTS;
}

/**
 * The reaction whose emoji this is, or undefined. Variation selector 16 is ignored, so a bare
 * '❤' (U+2764) matches '❤️' (U+2764 U+FE0F) as keyboards and clients differ on it.
 */
export function reactionByEmoji(emoji: string): Reaction | undefined {
  const bare = emoji.replace(/\uFE0F/g, '');
  return REACTIONS.find((r) => r.emoji.replace(/\uFE0F/g, '') === bare);
}

/** What can be reacted to. */
export const FEEDBACK_ENTITY_TYPES = ['service', 'project'] as const;
export type FeedbackEntityType = (typeof FEEDBACK_ENTITY_TYPES)[number];

/** Items in a top-rated list when the caller gives no limit. */
export const TOP_LIST_DEFAULT_LIMIT = 3;
/** Largest limit the top-rated endpoint accepts. */
export const TOP_LIST_MAX_LIMIT = 20;
/** How long a clicked reaction animates, in ms. */
export const REACTION_ANIMATION_MS = 1_000;
/** Reaction bar sizes; `md` is the default and counts are shown by default. */
export const REACTION_SIZES = ['sm', 'md', 'lg'] as const;
export type ReactionSize = (typeof REACTION_SIZES)[number];
export const DEFAULT_REACTION_SIZE: ReactionSize = 'md';
/** How long the client caches reaction lists and top lists, in ms. */
export const REACTION_CACHE_MS = 60_000;
