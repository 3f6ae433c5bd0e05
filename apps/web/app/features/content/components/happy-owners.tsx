import type { SocialPost } from '@shop/domain/content';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';

/** Happy owners: photos shoppers posted, each opening its post in a new tab. */
export function HappyOwners({ posts }: { posts: readonly SocialPost[] }) {
  const { t } = useTranslation();
  return (
    <ul className="owners">
      {posts.map((post) => (
        <li key={`${post.link}|${post.image}`}>
          <a className="owners__tile" href={post.link} target="_blank" rel="noopener noreferrer">
            <Picture
              src={post.image}
              sizes={SIZES.tile}
              alt={post.description}
              width={480}
              height={480}
              loading="lazy"
              decoding="async"
            />
            <span className="visually-hidden">{t('home.opensNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
