/** For every reply to a request that carries a session (or that starts one): no cache, shared or not, keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';
