'use client';
/**
 * A link between listing pages (categories, page numbers). While the next page is on its way from the
 * server, "Loading products..." shows at the top of the results, in the status line the listing
 * renders (LISTING_STATUS_ID), so a tap on a slow connection is seen to have been taken.
 */
import Link, { useLinkStatus } from 'next/link';
import { useEffect, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { LISTING_STATUS_ID } from '@/lib/listing-path';
import { messages } from '@/lib/messages';

function PendingNote() {
  const { pending } = useLinkStatus();
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(LISTING_STATUS_ID)), []);
  return pending && target ? createPortal(messages.products.loading, target) : null;
}

export function ListingLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <PendingNote />
    </Link>
  );
}
