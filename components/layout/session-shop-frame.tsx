import type { ReactNode } from 'react';
import { getCurrentUser } from '@/lib/auth/current-user';
import { countCartItems } from '@/lib/cart/count-cart-items';
import { ShopFrame } from './shop-frame';

/** The shop frame for the signed-in visitor (or a guest): the header shows their links and cart count. */
export async function SessionShopFrame({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  const cartCount = user ? await countCartItems(user._id) : 0;
  return (
    <ShopFrame user={user && { name: user.name, role: user.role }} cartCount={cartCount}>
      {children}
    </ShopFrame>
  );
}
