import type { VideoCodec } from 'mediabunny';
import { useEffect, useState } from 'react';
import { canEncodeAlpha, hasWebCodecs, pickVideoCodec } from '../encode/codecs';

// What this browser can encode at the chosen size and frame rate, asked once per choice.
export interface Capabilities {
  checked: boolean;
  webCodecs: boolean;
  mp4: VideoCodec | null;
  webm: VideoCodec | null;
  alpha: boolean;
}

const UNCHECKED: Capabilities = { checked: false, webCodecs: true, mp4: null, webm: null, alpha: false };

export function useCapabilities(width: number, height: number, fps: number): Capabilities {
  const [caps, setCaps] = useState<Capabilities>(UNCHECKED);
  useEffect(() => {
    let live = true;
    if (!hasWebCodecs()) {
      setCaps({ checked: true, webCodecs: false, mp4: null, webm: null, alpha: false });
      return;
    }
    const q = { width, height, fps };
    void Promise.all([pickVideoCodec('mp4', q), pickVideoCodec('webm', q), canEncodeAlpha(q)])
      .then(([mp4, webm, alpha]) => {
        if (live) setCaps({ checked: true, webCodecs: true, mp4, webm, alpha });
      })
      .catch(() => {
        if (live) setCaps({ checked: true, webCodecs: true, mp4: null, webm: null, alpha: false });
      });
    return () => {
      live = false;
    };
  }, [width, height, fps]);
  return caps;
}
