import type { Banner } from '@shop/domain/content';
import { BannerLink, BannerPicture } from './banner-link.tsx';

/** Live event banners: one wide tile each, landscape on wide screens and portrait on phones. */
export function LiveEvents({ banners }: { banners: readonly Banner[] }) {
  return (
    <ul className="live-events">
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink banner={banner} className="live-events__tile">
            <BannerPicture banner={banner} />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
