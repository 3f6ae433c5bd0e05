import { COUNTDOWN_TOLERANCE_MS, type EventState, eventState, type ProductCard } from '@shop/domain/catalog';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import { Countdown } from './countdown.tsx';

type EventCard = Pick<
  ProductCard,
  'eventStartTime' | 'eventEndTime' | 'isUpcoming' | 'isOngoing' | 'isEnded' | 'isGroupBuy'
>;

/** The state the server computed when it answered: used until the browser's clock runs. */
function answeredState(card: EventCard): EventState {
  if (card.isUpcoming) return 'UPCOMING';
  if (card.isOngoing) return 'ONGOING';
  if (card.isEnded) return 'ENDED';
  return 'NONE';
}

const ms = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());

/**
 * Event label of a product (spec 000 §4): UP-COMING with a countdown to the start, END IN with a countdown
 * to the end, ENDED for group buys that are over. The state is re-evaluated each second with the shared
 * rule of @shop/domain (1-second tolerance), so a card turns from UP-COMING to END IN on its own.
 */
export function EventLabel({ card }: { card: EventCard }) {
  const { t } = useTranslation();
  const now = useNow();
  const start = ms(card.eventStartTime);
  const end = ms(card.eventEndTime);
  const times = {
    hasCountDown: start !== null || end !== null,
    eventStartTime: card.eventStartTime,
    eventEndTime: card.eventEndTime,
  };
  const state = now === null ? answeredState(card) : eventState(times, now);
  const left = (target: number | null) =>
    now === null || target === null ? null : target + COUNTDOWN_TOLERANCE_MS - now;

  if (state === 'UPCOMING') {
    return (
      <p className="event event--upcoming">
        <span className="event__label">{t('catalog.upcoming')}</span>
        <Countdown remainingMs={left(start)} />
      </p>
    );
  }
  if (state === 'ONGOING' && end !== null) {
    return (
      <p className="event event--ongoing">
        <span className="event__label">{t('catalog.endIn')}</span>
        <Countdown remainingMs={left(end)} />
      </p>
    );
  }
  if (state === 'ENDED' && card.isGroupBuy) {
    return (
      <p className="event event--ended">
        <span className="event__label">{t('catalog.ended')}</span>
      </p>
    );
  }
  return null;
}
