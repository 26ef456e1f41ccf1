import type { Metadata } from 'next';
import { BlogGrid } from '@/components/blog/blog-grid';
import styles from '@/components/blog/blog-page.module.css';
import { pageMetadata } from '@/components/seo/page-metadata';
import { listBlogArticles } from '@/lib/content/load';
import { messages } from '@/lib/messages';
import { paths } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: messages.content.blogTitle,
  description:
    'Guides for shop owners in Ludhiana and Punjab: choosing thermal receipt and label printers, POS systems, barcode scanners and office-automation hardware.',
  path: paths.blogs(),
});

export default function BlogsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{messages.content.blogTitle}</h1>
        <p className={styles.intro}>Practical advice on POS, printing and office-automation hardware from our Ludhiana showroom and service centre.</p>
      </header>
      <BlogGrid articles={listBlogArticles()} />
    </div>
  );
}
