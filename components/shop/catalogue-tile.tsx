import { TagIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';

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
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition-shadow hover:shadow-md"
    >
      <div className="flex aspect-square items-center justify-center overflow-hidden bg-gray-100">
        {image ? (
          // Plain <img>: catalogue images are uploads (local disk or an S3 bucket) that next/image would
          // need per-host configuration for; the tile sets the size and the browser lazy-loads below the first row.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={image}
            alt=""
            width={300}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="size-full object-cover group-hover:scale-105 motion-safe:transition-transform"
          />
        ) : (
          <TagIcon aria-hidden className="size-12 text-gray-400" />
        )}
      </div>
      <span className="flex flex-1 items-center justify-center px-3 py-2 text-center text-sm font-medium text-gray-900 sm:text-base">
        {name}
      </span>
    </Link>
  );
}
