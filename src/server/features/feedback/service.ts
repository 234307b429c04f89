import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  type FeedbackEntityType,
  isReactionKey,
  REACTION_KEYS,
  type ReactionKey,
  reactionPoints,
} from '../../../shared/constants.ts';
import { findProject } from '../../../shared/content/projects.ts';
import { findService } from '../../../shared/content/services.ts';
import type {
  AddReactionInput,
  FeedbackQuery,
  ReactionSummary,
  TopRatedItem,
} from '../../../shared/schemas/feedback.ts';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

const catalogueLookup: Record<FeedbackEntityType, (id: number) => unknown> = {
  service: findService,
  project: findProject,
};

/** Only items of the static catalogue can be reacted to; anything else is a bad request. */
function assertInCatalogue({ entityType, entityId }: FeedbackQuery): void {
  if (!catalogueLookup[entityType](entityId)) {
    throw badRequest('Unknown item', { entityId: 'Unknown item' });
  }
}

const pointsSum = sql<number>`coalesce(sum(${feedback.points}), 0)`.mapWith(Number);

/** An item's counts as every visitor sees them (no own reaction). */
type ItemCounts = ReactionSummary & { userReaction: null };

/**
 * Counts and top lists are the same for every visitor and read on every card: each app keeps
 * them for a moment (per database, so test apps never share). A reaction clears its own entries.
 * The counts are kept as the visitor's answer itself, so a visitor's read builds no query and
 * no object.
 */
const CACHE_MS = 2000;
const caches = new WeakMap<Db, { counts: TtlCache<ItemCounts>; top: TtlCache<TopRatedItem[]> }>();
function cachesFor(db: Db) {
  let entry = caches.get(db);
  if (!entry) {
    entry = { counts: new TtlCache(CACHE_MS), top: new TtlCache(CACHE_MS) };
    caches.set(db, entry);
  }
  return entry;
}

const onItem = (item: FeedbackQuery) =>
  and(eq(feedback.entityType, item.entityType), eq(feedback.entityId, item.entityId));

async function loadCounts(db: Db, item: FeedbackQuery): Promise<ItemCounts> {
  const groups = await db
    .select({ reaction: feedback.reaction, count: count(), points: pointsSum })
    .from(feedback)
    .where(onItem(item))
    .groupBy(feedback.reaction);
  const counts = Object.fromEntries(REACTION_KEYS.map((key) => [key, 0])) as Record<
    ReactionKey,
    number
  >;
  let total = 0;
  let totalPoints = 0;
  for (const group of groups) {
    if (isReactionKey(group.reaction)) counts[group.reaction] += group.count;
    total += group.count;
    totalPoints += group.points;
  }
  // Shared by every visitor's answer until it expires: never changed once made.
  return Object.freeze({
    entityType: item.entityType,
    entityId: item.entityId,
    counts: Object.freeze(counts),
    total,
    totalPoints,
    userReaction: null,
  });
}

/** Counts per reaction, total points and the caller's own reaction; never who else reacted. */
export async function getReactionSummary(
  db: Db,
  item: FeedbackQuery,
  userId: string | null,
): Promise<ReactionSummary> {
  assertInCatalogue(item);
  const itemCounts = cachesFor(db).counts.get(`${item.entityType}:${item.entityId}`, () =>
    loadCounts(db, item),
  );
  if (!userId) return itemCounts;
  const [counts, own] = await Promise.all([
    itemCounts,
    db
      .select({ reaction: feedback.reaction })
      .from(feedback)
      .where(and(onItem(item), eq(feedback.userId, userId)))
      .limit(1),
  ]);
  const ownReaction = own[0]?.reaction;
  return { ...counts, userReaction: isReactionKey(ownReaction) ? ownReaction : null };
}

/** Records the user's reaction to an item, replacing any earlier one; points come from REACTIONS. */
export async function addReaction(
  db: Db,
  userId: string,
  input: AddReactionInput,
  now: Date,
): Promise<ReactionSummary> {
  assertInCatalogue(input);
  const points = reactionPoints(input.reaction);
  await db
    .insert(feedback)
    .values({
      userId,
      entityType: input.entityType,
      entityId: input.entityId,
      reaction: input.reaction,
      points,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [feedback.userId, feedback.entityType, feedback.entityId],
      set: { reaction: input.reaction, points, createdAt: now },
    });
  const cache = cachesFor(db);
  cache.counts.invalidate(`${input.entityType}:${input.entityId}`);
  cache.top.invalidate(`${input.entityType}:`);
  return getReactionSummary(db, input, userId);
}

/** The items of one type with the most points, ties broken by the lower id. */
export async function listTopRated(
  db: Db,
  entityType: FeedbackEntityType,
  limit: number,
): Promise<TopRatedItem[]> {
  return cachesFor(db).top.get(`${entityType}:${limit}`, () =>
    db
      .select({ entityId: feedback.entityId, totalPoints: pointsSum })
      .from(feedback)
      .where(eq(feedback.entityType, entityType))
      .groupBy(feedback.entityId)
      .orderBy(desc(pointsSum), asc(feedback.entityId))
      .limit(limit),
  );
}
