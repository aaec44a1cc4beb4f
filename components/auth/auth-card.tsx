import type { ReactNode } from 'react';

/** The look of text links on the account pages (Login, Register, Forgot password?...). */
export const authLinkClassName = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Links under the card's content, e.g. "Already have an account? Login". */
  footer?: ReactNode;
  children: ReactNode;
};

/** The centred card every account page (login, register, e-mail verification, password recovery) sits in. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className="mx-auto w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-card-title" className="text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h1>
        {description ? <p className="mt-2 text-sm text-gray-600">{description}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-gray-200 pt-4 text-center text-sm text-gray-600">{footer}</div>
        ) : null}
      </section>
    </div>
  );
}
