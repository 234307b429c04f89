import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { feedback } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import { type PreparedJson, prepareJson } from '#server/lib/prepared-json.ts';
import { TtlCache } from '#server/lib/ttl-cache.ts';
import { findProject } from '#shared/content/projects.ts';
import { findService } from '#shared/content/services.ts';
import {
  type FeedbackEntityType,
  isReactionKey,
  REACTION_KEYS,
  type ReactionKey,
  reactionPoints,
} from '#shared/reactions.ts';
import {
  type AddReactionInput,
  type FeedbackQuery,
  type ReactionSummary,
  reactionSummarySchema,
  type TopRatedResponse,
  topRatedResponseSchema,
} from '#shared/schemas/feedback.ts';

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
 * Each is kept as the visitor's answer itself, checked and serialised once per fill, so a
 * visitor's read builds no query, no object and no JSON.
 */
const CACHE_MS = 2000;
const caches = new WeakMap<
  Db,
  { counts: TtlCache<PreparedJson<ItemCounts>>; top: TtlCache<PreparedJson<TopRatedResponse>> }
>();
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

/** The counts of an item as every visitor sees them: the prepared answer, shared. */
export function getVisitorReactionSummary(
  db: Db,
  item: FeedbackQuery,
): Promise<PreparedJson<ItemCounts>> {
  assertInCatalogue(item);
  return cachesFor(db).counts.get(`${item.entityType}:${item.entityId}`, async () =>
    prepareJson(reactionSummarySchema, await loadCounts(db, item)),
  );
}

/** Counts per reaction, total points and the user's own reaction; never who else reacted. */
export async function getReactionSummary(
  db: Db,
  item: FeedbackQuery,
  userId: string,
): Promise<ReactionSummary> {
  const [{ value: counts }, own] = await Promise.all([
    getVisitorReactionSummary(db, item),
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

/** The items of one type with the most points, ties broken by the lower id: the prepared answer. */
export function listTopRated(
  db: Db,
  entityType: FeedbackEntityType,
  limit: number,
): Promise<PreparedJson<TopRatedResponse>> {
  return cachesFor(db).top.get(`${entityType}:${limit}`, async () => {
    const items = await db
      .select({ entityId: feedback.entityId, totalPoints: pointsSum })
      .from(feedback)
      .where(eq(feedback.entityType, entityType))
      .groupBy(feedback.entityId)
      .orderBy(desc(pointsSum), asc(feedback.entityId))
      .limit(limit);
    return prepareJson(topRatedResponseSchema, { items });
  });
}
