import type { Metadata } from 'next';
import { LoginForm } from '@/components/admin/login/login-form';
import { paths } from '@/lib/paths';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: 'Admin Login',
  description: `Sign in to manage the ${site.name} shop.`,
  robots: { index: false, follow: false },
  alternates: { canonical: paths.login() },
};

/** The admin's way in (linked as "My Account" in the footer). Middleware sends a signed-in admin on to /admin. */
export default function LoginPage() {
  return <LoginForm />;
}
