import { z } from 'zod';
import { GOLD_RECORD_TYPES, HISTORY_PAGE_SIZE } from './constants.ts';

const int = z.number().int();

/** A rank of the rank table (spec 002 §3: "the rank table is a global configuration"). */
export const rankView = z.object({
  level: int,
  name: z.string(),
  expTarget: int,
  benefits: z.string(),
  badgeUrl: z.string().nullable(),
});
export type RankView = z.infer<typeof rankView>;

/** The shopper's standing (spec 002 §3 user: ranking, rank name, totalPoint, totalExps, next-level target). */
export const goldProfile = z.object({
  ranking: int,
  rankName: z.string(),
  totalPoint: int,
  /** Gold earned from orders still inside their return window (not spendable yet). */
  pendingPoint: int,
  totalExps: int,
  nextLevelTarget: int,
  levelTarget: int,
});
export type GoldProfile = z.infer<typeof goldProfile>;

/** GET /membership: the rank table for everyone, the standing for members. */
export const membershipResponse = z.object({
  ranks: z.array(rankView),
  earning: z.object({ goldPerDollar: z.number(), returnWindowDays: int, welcomeGold: int }),
  profile: goldProfile.nullable(),
});
export type MembershipResponse = z.infer<typeof membershipResponse>;

/** Spec 000 §3 loyalty activity item. */
export const goldActivity = z.object({
  id: z.string(),
  action: z.enum(GOLD_RECORD_TYPES),
  date: z.string(),
  stars: int,
  pending: z.boolean(),
  refEntityType: z.string().nullable(),
  refEntityId: z.string().nullable(),
  reason: z.string().nullable(),
  customTextFieldAttributes: z.object({
    productName: z.string().nullable(),
    orderId: z.string().nullable(),
    mainImage: z.string().nullable(),
  }),
});
export type GoldActivity = z.infer<typeof goldActivity>;

export const historyQuery = z.object({
  recordType: z.enum(GOLD_RECORD_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** Spec 002 §3 star history log: userStarLogs and totalByRecordType (plus the paging of a list). */
export const historyResponse = z.object({
  userStarLogs: z.object({
    contents: z.array(goldActivity),
    page: int,
    size: int,
    totalElements: int,
  }),
  totalByRecordType: z.record(z.string(), int),
  /** Order gold not spendable yet (listed first on page 1, whatever the filter). */
  pending: z.array(goldActivity),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

/** POST /staff/gold-adjustments: staff change a shopper's gold, always with a reason (audited). */
export const goldAdjustmentInput = z.object({
  userId: z.uuid(),
  amount: int
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'Amount must not be 0'),
  reason: z.string().trim().min(3).max(500),
});
export const goldAdjustmentResponse = z.object({ userId: z.string(), totalPoint: int, ledgerId: z.string() });
