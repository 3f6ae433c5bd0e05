import { useEffect } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

const KEY = 'loyalty.lastRank';

/**
 * A rank change tells the shopper (issue 10): the page remembers the rank it last showed this shopper and
 * toasts when it grew. (The server also writes a RANK_REACHED notification.)
 */
export function useRankToast(userId: string | null, ranking: number | null, rankName: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!userId || ranking === null) return;
    const key = `${KEY}:${userId}`;
    try {
      const before = localStorage.getItem(key);
      if (before !== null && Number(before) < ranking && rankName) {
        toasts.show({ type: 'success', message: t('loyalty.rankUp', { rank: rankName }) });
      }
      localStorage.setItem(key, String(ranking));
    } catch {
      // Storage refused (private mode): no toast, nothing else changes.
    }
  }, [userId, ranking, rankName, t]);
}
