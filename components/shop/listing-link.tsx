'use client';
/**
 * A link between listing pages (categories, page numbers). While the next page is on its way from the
 * server, "Loading products..." shows at the top of the results, in the status line the listing
 * renders (LISTING_STATUS_ID), so a tap on a slow connection is seen to have been taken.
 */
import Link, { useLinkStatus } from 'next/link';
import type { ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { LISTING_STATUS_ID } from '@/lib/listing-path';
import { shopMessages } from '@/lib/messages/shop';

/**
 * Nothing until this link's navigation is pending, which only a click in the browser starts: the
 * status line is looked up then, so the 20-odd listing links on a page add no state, effect or
 * second render to its hydration.
 */
function PendingNote() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  const target = document.getElementById(LISTING_STATUS_ID);
  return target ? createPortal(shopMessages.listingLoading, target) : null;
}

export function ListingLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <PendingNote />
    </Link>
  );
}
