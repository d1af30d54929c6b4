import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/**
 * Shows a local photo through an object URL that lives exactly as long as the element shows that
 * blob: revoked on change and unmount, so a batch of 12 MP photos does not stay in memory.
 */
export function BlobImage({
  blob,
  ...props
}: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} decoding="async" {...props} />;
}
