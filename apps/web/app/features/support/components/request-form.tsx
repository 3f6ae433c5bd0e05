import type { Address } from '@shop/domain/addresses';
import type { OrderDetail, OrderStatus } from '@shop/domain/orders';
import {
  allowedRequests,
  needsAddress,
  needsItems,
  type RequestKind,
  SUB_ACTIONS_OF,
  type SubAction,
} from '@shop/domain/support';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { supportApi } from '../api/support-api.ts';
import { MessageBox, type SupportPhotos } from './message-box.tsx';

/**
 * "Contact support" about an order (spec 002 §4): only the request kinds its status allows, the kind's
 * sub-action, the items for item-level ones, an address of the book for "update shipping address", then
 * the first message with photos. The server checks all of it again.
 */
export function RequestForm({
  order,
  addresses,
  messageId,
  photos,
  onOpened,
}: {
  order: OrderDetail;
  addresses: Address[];
  messageId: string;
  photos: SupportPhotos;
  onOpened(ticketId: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const kinds = allowedRequests(order.orderStatus as OrderStatus);
  const [action, setAction] = useState<RequestKind | ''>(kinds[0] ?? '');
  const subs = action ? SUB_ACTIONS_OF[action] : [];
  const [subAction, setSubAction] = useState<SubAction | ''>('');
  const sub = subs.includes(subAction as SubAction) ? (subAction as SubAction) : (subs[0] ?? null);
  const [items, setItems] = useState<string[]>([]);
  const [addressId, setAddressId] = useState(addresses[0]?.id ?? '');

  if (kinds.length === 0) return <p className="request-form__none">{t('support.noRequest')}</p>;

  return (
    <MessageBox
      label={t('support.message')}
      submit={t('support.send')}
      photos={photos}
      send={async (message, fileUUIDs) => {
        const opened = await supportApi.open({
          orderId: order.id,
          action: action as RequestKind,
          subAction: sub,
          orderItemIds: needsItems(sub) ? items : [],
          addressId: action && needsAddress(action) ? addressId || null : null,
          messageId,
          message,
          fileUUIDs,
        });
        if (opened) onOpened(opened.ticketSummary.id);
        return opened !== null;
      }}
    >
      <label htmlFor={`${id}-kind`}>{t('support.kind')}</label>
      <select id={`${id}-kind`} value={action} onChange={(e) => setAction(e.target.value as RequestKind)}>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t(`support.kinds.${k}`)}
          </option>
        ))}
      </select>
      {subs.length > 0 && (
        <>
          <label htmlFor={`${id}-sub`}>{t('support.subAction')}</label>
          <select
            id={`${id}-sub`}
            value={sub ?? ''}
            onChange={(e) => setSubAction(e.target.value as SubAction)}
          >
            {subs.map((s) => (
              <option key={s} value={s}>
                {t(`support.subActions.${s}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {needsItems(sub) && (
        <fieldset className="request-form__items">
          <legend>{t('support.items')}</legend>
          {order.items.map((item) => (
            <label key={item.id} className="request-form__item">
              <input
                type="checkbox"
                checked={items.includes(item.id)}
                onChange={(e) =>
                  setItems((now) => (e.target.checked ? [...now, item.id] : now.filter((x) => x !== item.id)))
                }
              />
              {item.name}
              {item.variantName && ` · ${item.variantName}`} × {item.quantity}
            </label>
          ))}
        </fieldset>
      )}
      {action && needsAddress(action) && (
        <>
          <label htmlFor={`${id}-address`}>{t('support.address')}</label>
          <select id={`${id}-address`} value={addressId} onChange={(e) => setAddressId(e.target.value)}>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.fullAddress}
              </option>
            ))}
          </select>
        </>
      )}
    </MessageBox>
  );
}
