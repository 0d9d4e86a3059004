import type { EndSound } from '@core/counter/schedule/timing-schema';
import { useEffect, useRef } from 'react';

// The owner's sound at zero (issue #17), one of the three shipped in web/public/sounds. It is
// loaded when the page opens, so it starts on the second itself, and played where the browser
// allows it: on the share page the visitor has clicked Start; an OBS source allows autoplay.

export const soundUrl = (sound: Exclude<EndSound, 'none'>) => `/sounds/${sound}.wav`;

export function useEndSound(sound: EndSound | undefined, enabled: boolean, atZero: boolean): void {
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    if (!enabled || !sound || sound === 'none') return;
    const element = new Audio(soundUrl(sound));
    element.preload = 'auto';
    audio.current = element;
    return () => {
      element.pause();
      audio.current = null;
    };
  }, [sound, enabled]);
  useEffect(() => {
    const element = audio.current;
    if (!atZero || !element) return;
    element.currentTime = 0;
    // Refused without a user gesture in some browsers: the counter goes on without its sound.
    element.play().catch((err: unknown) => console.info('The sound at zero was not allowed', err));
  }, [atZero]);
}
