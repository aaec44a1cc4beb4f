import type { Money } from '@/lib/money';

/**
 * A shopper's review of a product: `rating` whole stars from 1 to 5, `comment` plain text as they typed it (user
 * content: rendered as text, never as markup), with the product and the reviewer it belongs to.
 */
export type Review = {
  id: string;
  rating: number;
  comment: string;
  product: { id: string; name: string; price: Money; images: string[] };
  user: { id: string; name: string; avatar: string | null };
  createdAt: Date;
  updatedAt: Date;
};
