import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { rootMetadata, rootViewport } from '@/lib/server/content/root-metadata';
import './globals.css';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  );
}
