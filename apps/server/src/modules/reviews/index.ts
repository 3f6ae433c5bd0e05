import type { ApiModule } from '../index.ts';
import { reviewRoutes } from './routes.ts';

/** Reviews of delivered order lines with photos and gold, and their moderation (README.md). */
export const reviewsModule: ApiModule = { name: 'reviews', routes: reviewRoutes };

export { listOrderReviews } from './list-order-reviews.ts';
export { writeReview } from './write-review.ts';
