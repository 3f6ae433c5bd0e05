import type { Banner } from '@shop/domain/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** Where a banner leads (spec 000 §2): product -> /product/{slug}, article -> /news/{slug}, text -> its url. */
export function bannerTarget(banner: Pick<Banner, 'contentType' | 'extra'>): BannerTarget {
  const extra = banner.extra.trim();
  if (!extra) return null;
  switch (banner.contentType) {
    case 'PRODUCT':
      return { kind: 'internal', to: `/product/${encodeURIComponent(extra)}` };
    case 'ARTICLE':
      return { kind: 'internal', to: `/news/${encodeURIComponent(extra)}` };
    case 'TEXT':
      // Only web addresses: a javascript: or data: url in a banner must never become a link.
      return /^https?:\/\//i.test(extra) ? { kind: 'external', href: extra } : null;
  }
  return null;
}

/** Wraps a banner's picture in the link its content type calls for (or nothing when it has no target). */
export function BannerLink({
  banner,
  className,
  children,
}: {
  banner: Banner;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('home.opensNewTab')}</span>
    </a>
  );
}

/** Landscape picture on wide screens, portrait on narrow ones, with their sizes so nothing shifts. */
export function BannerPicture({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={banner.imageLandscapeUrl} width={1440} height={600} />
      <img
        src={banner.imagePortraitUrl}
        alt={banner.name}
        width={750}
        height={1000}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
