'use client';
import { useRouter } from 'next/navigation';
import { paths } from '@/lib/paths';

/** "Go Back": one step back in history; opened from a shared link (no history), it goes to the products. */
export function GoBackButton({ className }: { className?: string }) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) router.back();
    else router.push(paths.listing({}));
  };
  return (
    <button type="button" className={className} onClick={goBack}>
      Go Back
    </button>
  );
}
