import type { ApiCaller } from '@shop/domain';
import type { CouponListResponse } from '@shop/domain/coupons';
import type { HistoryResponse, MembershipResponse } from '@shop/domain/loyalty';
import { data } from 'react-router';
import { getJson } from '../../../lib/api.server.ts';

/** For /membership: the rank table and earning rules for everyone; the offers and standing for members. */
export async function loadMembership(api: ApiCaller) {
  const [membership, coupons] = await Promise.all([
    getJson<MembershipResponse>(api, '/api/v1/membership'),
    getJson<CouponListResponse>(api, '/api/v1/coupons'),
  ]);
  if (!membership.body) throw data(null, { status: 503 });
  return { membership: membership.body, coupons: coupons.body };
}

/** For the account's coupons: what the shopper redeemed or was given. */
export async function loadMyCoupons(api: ApiCaller) {
  const list = await getJson<CouponListResponse>(api, '/api/v1/coupons');
  if (!list.body) throw data(null, { status: list.result.status === 401 ? 401 : 503 });
  return list.body;
}

/** For the gold history: one page of the ledger (spec 002 §7 "recordType, page, size 12"). */
export async function loadGoldHistory(api: ApiCaller, search: URLSearchParams) {
  const q = new URLSearchParams();
  const recordType = search.get('recordType');
  const page = Number(search.get('page') ?? '1');
  if (recordType) q.set('recordType', recordType);
  q.set('page', String(Number.isInteger(page) && page > 0 ? page : 1));
  const [history, membership] = await Promise.all([
    getJson<HistoryResponse>(api, `/api/v1/me/gold-history?${q}`),
    getJson<MembershipResponse>(api, '/api/v1/membership'),
  ]);
  if (!history.body)
    throw data(null, {
      status: history.result.status === 401 ? 401 : history.result.status === 400 ? 404 : 503,
    });
  return { history: history.body, profile: membership.body?.profile ?? null, recordType: recordType ?? '' };
}
