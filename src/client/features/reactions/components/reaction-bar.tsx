import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/cn.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { useSession } from '#client/lib/auth.ts';
import {
  DEFAULT_REACTION_SIZE,
  type FeedbackEntityType,
  REACTION_ANIMATION_MS,
  REACTIONS,
  type ReactionKey,
  type ReactionSize,
} from '#shared/reactions.ts';
import { useAddReaction, useReactionSummary } from '../api/reactions.ts';

export type ReactionBarProps = {
  entityType: FeedbackEntityType;
  entityId: number;
  size?: ReactionSize;
  showCounts?: boolean;
};

const sizeClass: Record<ReactionSize, { button: string; placeholder: string }> = {
  sm: { button: 'h-8 min-w-8 gap-1 px-2 text-sm', placeholder: 'size-8' },
  md: { button: 'h-10 min-w-10 gap-1.5 px-2.5 text-base', placeholder: 'size-10' },
  lg: { button: 'h-12 min-w-12 gap-2 px-3 text-xl', placeholder: 'size-12' },
};

/** Counts per emoji with the user's own reaction highlighted; clicking one reacts (or asks to log in). */
export function ReactionBar({
  entityType,
  entityId,
  size = DEFAULT_REACTION_SIZE,
  showCounts = true,
}: ReactionBarProps) {
  const { t } = useTranslation('reactions');
  const session = useSession();
  const userId = session.data?.id ?? null;
  const item = { entityType, entityId };
  const summary = useReactionSummary(item, userId, !session.isPending);
  const addReaction = useAddReaction(item, userId);
  const [animating, setAnimating] = useState<ReactionKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (summary.isPending) {
    return (
      <div className="flex flex-wrap gap-2">
        <span role="status" className="sr-only">
          {t('loading')}
        </span>
        {REACTIONS.map((reaction) => (
          <span
            key={reaction.key}
            aria-hidden="true"
            className={cn('animate-pulse rounded-full bg-slate-200', sizeClass[size].placeholder)}
          />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return <p className="text-sm text-slate-600">{t('fetchFailed')}</p>;
  }

  const react = (key: ReactionKey) => {
    if (!session.data) {
      toast({ title: t('loginRequired'), description: t('loginRequiredText') });
      return;
    }
    clearTimeout(timer.current);
    setAnimating(key);
    timer.current = setTimeout(() => setAnimating(null), REACTION_ANIMATION_MS);
    addReaction.mutate(key, {
      onError: () =>
        toast({ title: t('error'), description: t('addFailed'), variant: 'destructive' }),
    });
  };

  const { counts, userReaction } = summary.data;
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{t('group')}</legend>
      {REACTIONS.map((reaction) => {
        const own = reaction.key === userReaction;
        const name = t(`names.${reaction.key}`);
        const count = counts[reaction.key] ?? 0;
        return (
          <button
            key={reaction.key}
            type="button"
            aria-pressed={own}
            onClick={() => react(reaction.key)}
            // The emoji is drawn from data-emoji by CSS (decision 031), hidden from assistive
            // technology, which reads the name below.
            data-emoji={reaction.emoji}
            className={cn(
              'reaction-emoji',
              animating === reaction.key && 'before:motion-safe:animate-bounce',
              'inline-flex items-center justify-center rounded-full border font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
              own
                ? 'border-sun-500 bg-sun-100 text-navy-900'
                : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              sizeClass[size].button,
            )}
          >
            {/* Named by its (hidden) text rather than aria-label, which would differ from the
                  visible count (label-content-name-mismatch). */}
            {showCounts && (
              <span aria-hidden="true" className="tabular-nums">
                {count}
              </span>
            )}
            <span className="sr-only">
              {showCounts ? t('nameWithCount', { name, count }) : name}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
