import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { imageLoaderFor } from '@/lib/images/loader';

/**
 * A picture as next/image renders it (the optimizer's srcset and sizes, width and height or `fill`,
 * lazy unless `priority`, decoding async), written by the server as a plain <img>. next/image's own
 * component is a client component: each picture would be hydrated with its state and load handlers,
 * and its code shipped to the browser, for features these pictures never use (placeholders, onLoad,
 * onError). With `priority` the picture is preloaded from the head at high priority, as next/image does.
 * A file of public/images is offered in the copies the build resized (lib/images/build-sized.ts).
 */
export function StaticImage(props: ImageProps) {
  const { props: img } = getImageProps({ ...props, loader: props.loader ?? imageLoaderFor(props.src) });
  if (props.priority && img.src) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included (ImageProps requires it).
  return <img {...img} />;
}
