import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/auth-options';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (session, csrf, sign-in with credentials, sign-out). */
function handler(request: Request, context: RouteContext) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
