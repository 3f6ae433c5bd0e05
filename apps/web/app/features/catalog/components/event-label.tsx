import { COUNTDOWN_TOLERANCE_MS, type EventState, eventState, type ProductCard } from '@shop/domain/catalog';
import { useNow } from '../../../lib/use-now.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Countdown } from './countdown.tsx';

type EventCard = Pick<
  ProductCard,
  'hasCountDown' | 'eventStartTime' | 'eventEndTime' | 'isUpcoming' | 'isOngoing' | 'isEnded' | 'isGroupBuy'
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
 * to the end, ENDED for group buys that are over. Only a product with `hasCountDown` has one (its times
 * alone say nothing). The state is re-evaluated each second with the shared rule of @shop/domain (1-second
 * tolerance), so a card turns from UP-COMING to END IN on its own. With `showEnd` (the product page) an
 * event that is over also says so: "Time's up!", then "Expired on {date}" a day later.
 */
export function EventLabel({ card, showEnd = false }: { card: EventCard; showEnd?: boolean }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!card.hasCountDown) return null;
  const start = ms(card.eventStartTime);
  const end = ms(card.eventEndTime);
  const state = now === null ? answeredState(card) : eventState(card, now);
  // A countdown reaches zero when the state turns: the bound plus the tolerance.
  const zeroAt = (bound: number) => bound + COUNTDOWN_TOLERANCE_MS;

  if (state === 'UPCOMING' && start !== null) {
    return (
      <p className="event event--upcoming">
        <span className="event__label">{t('catalog.upcoming')}</span>
        <Countdown target={zeroAt(start)} now={now} />
      </p>
    );
  }
  if (state === 'ONGOING' && end !== null) {
    return (
      <p className="event event--ongoing">
        <span className="event__label">{t('catalog.endIn')}</span>
        <Countdown target={zeroAt(end)} now={now} />
      </p>
    );
  }
  if (state === 'ENDED' && (card.isGroupBuy || (showEnd && end !== null))) {
    return (
      <p className="event event--ended">
        {card.isGroupBuy && <span className="event__label">{t('catalog.ended')}</span>}
        {showEnd && end !== null && <Countdown target={zeroAt(end)} now={now} />}
      </p>
    );
  }
  return null;
}
