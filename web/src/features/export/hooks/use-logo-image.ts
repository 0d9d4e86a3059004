import { logoPath } from '@core/counter/logo';
import { useEffect, useState } from 'react';

/**
 * The counter's logo decoded for the painter (an ImageBitmap also crosses into the video worker).
 * Null without a logo, while it loads, or when it cannot be read: the frame keeps its room empty.
 */
export function useLogoImage(hash: string | undefined): ImageBitmap | null {
  const [image, setImage] = useState<ImageBitmap | null>(null);
  useEffect(() => {
    setImage(null);
    if (!hash) return;
    let live = true;
    void fetch(logoPath(hash))
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => createImageBitmap(blob))
      .then((bitmap) => {
        if (live) setImage(bitmap);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [hash]);
  return image;
}
