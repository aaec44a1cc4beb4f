import { ShopFrame } from '@/components/layout/shop-frame';

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  // The auth issue reads the session here (user name and role, cart item count); until then everyone is a guest.
  return (
    <ShopFrame user={null} cartCount={0}>
      {children}
    </ShopFrame>
  );
}
