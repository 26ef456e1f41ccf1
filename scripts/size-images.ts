/**
 * Resizes the shop's own pictures (the raster files under public/images) to every width next/image
 * asks for (lib/images/sizes.mjs), as WebP at Next's default quality, into the w folder of public/images
 * (served as /images/w/{width}/...).
 * Runs before `next build` and `next dev` (npm's prebuild, and the dev script); a copy newer than its
 * source is kept, so a second run only does what changed. Pages ask for these copies
 * (lib/images/build-sized.ts) instead of having Next's optimiser encode each picture per request.
 *
 * `--check`: writes nothing, and exits 1 naming the copies that are missing or older than their source
 * (the build's record step runs it: a build without them would show broken pictures).
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from '@/lib/images/sizes.mjs';
import { isBuildSized, sizedImagePath } from '@/lib/images/build-sized';

export const WIDTHS = [...new Set([...IMAGE_SIZES, ...DEVICE_SIZES])].sort((a, b) => a - b);

/** Site paths (/images/...) of the pictures the build resizes, under this public folder. */
export function sourcePictures(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const sitePath = `/${path.relative(publicDir, full).split(path.sep).join('/')}`;
      if (entry.isDirectory()) {
        if (sitePath !== '/images/w') walk(full);
      } else if (isBuildSized(sitePath)) found.push(sitePath);
    }
  };
  walk(path.join(publicDir, 'images'));
  return found.sort();
}

interface Job {
  source: string;
  target: string;
  width: number;
}

/** Every copy that is missing or older than its source. */
export function staleCopies(publicDir: string): Job[] {
  const jobs: Job[] = [];
  for (const sitePath of sourcePictures(publicDir)) {
    const source = path.join(publicDir, sitePath);
    const sourceTime = statSync(source).mtimeMs;
    for (const width of WIDTHS) {
      const target = path.join(publicDir, sizedImagePath(sitePath, width));
      let targetTime = -1;
      try {
        targetTime = statSync(target).mtimeMs;
      } catch {
        // Missing.
      }
      if (targetTime < sourceTime) jobs.push({ source, target, width });
    }
  }
  return jobs;
}

/** Writes the missing and outdated copies, a few at a time; returns how many it wrote. */
export async function sizeImages(publicDir: string): Promise<number> {
  const jobs = staleCopies(publicDir);
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      mkdirSync(path.dirname(job.target), { recursive: true });
      // Never wider than the source: a width past it gets the source's own size, re-encoded.
      await sharp(job.source).resize({ width: job.width, withoutEnlargement: true }).webp({ quality: IMAGE_QUALITY }).toFile(job.target);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return jobs.length;
}

async function main() {
  const publicDir = path.join(process.cwd(), 'public');
  if (process.argv.includes('--check')) {
    const stale = staleCopies(publicDir);
    if (stale.length > 0) {
      const names = stale.slice(0, 5).map((job) => path.relative(publicDir, job.target));
      console.error(
        `size-images: ${stale.length} resized pictures are missing or older than their source (${names.join(', ')}${stale.length > 5 ? ', ...' : ''}). Run \`npm run images:size\`.`,
      );
      process.exit(1);
    }
    return;
  }
  const written = await sizeImages(publicDir);
  console.log(`size-images: ${sourcePictures(publicDir).length} pictures x ${WIDTHS.length} widths under public/images/w, ${written} written.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
