import type { Banner } from '@shop/domain/content';
import { responsiveImage } from '@shop/domain/media';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { preloadPicture } from '../../../shell/picture.tsx';

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

/**
 * Landscape picture on wide screens, portrait on narrow ones, with their sizes so nothing shifts; each as
 * AVIF then WebP in the widths the shop rendered (shell/picture.tsx), full width.
 */
export function BannerPicture({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const wide = '(min-width: 768px)';
  const landscape = responsiveImage(banner.imageLandscapeUrl);
  const portrait = responsiveImage(banner.imagePortraitUrl);
  if (priority) {
    preloadPicture(banner.imageLandscapeUrl, '100vw', wide);
    preloadPicture(banner.imagePortraitUrl, '100vw', '(max-width: 767.98px)');
  }
  return (
    <picture>
      {landscape && (
        <source
          media={wide}
          type="image/avif"
          srcSet={landscape.srcSet.avif}
          sizes="100vw"
          width={1440}
          height={600}
        />
      )}
      <source
        media={wide}
        srcSet={landscape?.srcSet.webp ?? banner.imageLandscapeUrl}
        sizes={landscape ? '100vw' : undefined}
        width={1440}
        height={600}
      />
      {portrait && <source type="image/avif" srcSet={portrait.srcSet.avif} sizes="100vw" />}
      <img
        src={banner.imagePortraitUrl}
        srcSet={portrait?.srcSet.webp}
        sizes={portrait ? '100vw' : undefined}
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
