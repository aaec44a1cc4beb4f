import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { authenticate } from '@/lib/users/authenticate';
import { loginSchema } from '@/lib/users/schemas';
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, usesSecureCookies } from './session-token';

type SessionUserFields = { role: 'USER' | 'ADMIN'; sessionVersion: number };

/**
 * next-auth with the Credentials provider and JWT sessions. It shares the shop's token format, cookie and
 * `authenticate` rules (rate limits, verified e-mail), so a session from next-auth's own sign-in endpoint and
 * one from POST /api/user/login are the same thing. Built per call so that nothing reads the secret at build time.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: config().authSecret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: usesSecureCookies(),
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: usesSecureCookies() },
      },
    },
    pages: { signIn: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, request) {
          const input = loginSchema.safeParse(credentials);
          if (!input.success) return null;
          const forwarded = request.headers?.['x-forwarded-for'];
          const clientIp = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim() || 'unknown';
          try {
            const user = await authenticate(input.data, clientIp);
            return { id: user._id, name: user.name, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
          } catch (error) {
            if (error instanceof ApiError) return null;
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const fields = user as typeof user & SessionUserFields;
          return { ...token, role: fields.role, sv: fields.sessionVersion };
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role } };
      },
    },
  };
}
