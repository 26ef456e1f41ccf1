'use client';
/**
 * Hides the popover panel with this id when the page changes by client-side navigation (a link in
 * the menu or the Filter panel), which would otherwise leave it open over the new page. A full page
 * load, the way these links work before hydration, closes it by itself.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function PopoverCloser({ id }: { id: string }) {
  const pathname = usePathname();
  const shownFor = useRef(pathname);
  useEffect(() => {
    // Only a change of page closes it: a panel opened before hydration stays open.
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    const panel = document.getElementById(id);
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }, [id, pathname]);
  return null;
}
