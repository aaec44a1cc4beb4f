import { TagIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { CatalogueImage } from './product-image';

type CatalogueTileProps = {
  href: string;
  name: string;
  image: string | null;
  /** The first row of a grid: loaded at once (a tile's picture is often the page's largest paint). */
  priority?: boolean;
};

/** The tiles of a grid's first row at its widest (6 columns), loaded at once. */
export const FIRST_ROW_TILES = 6;

/** A category or subcategory as a square picture with its name, the whole tile one link. */
export function CatalogueTile({ href, name, image, priority = false }: CatalogueTileProps) {
  return (
    <Link
      href={href}
      className="group catalogue-card"
    >
      <div className="catalogue-tile-media">
        {image ? (
          <CatalogueImage src={image} alt="" size={300} priority={priority} className="catalogue-card-image" />
        ) : (
          <TagIcon aria-hidden className="size-12 text-gray-400" />
        )}
      </div>
      <span className="catalogue-tile-name">
        {name}
      </span>
    </Link>
  );
}
