import { Link } from 'react-router';
import { Icon } from './icons.tsx';

export interface LinkTile {
  to: string;
  title: string;
  text?: string;
}

/** Large links to the pages below a hub page (about us, help center). */
export function LinkTiles({ items }: { items: readonly LinkTile[] }) {
  return (
    <ul className="tiles">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="tile">
            <span className="tile__title">{item.title}</span>
            {item.text && <span className="tile__text">{item.text}</span>}
            <Icon name="arrowRight" className="icon tile__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
