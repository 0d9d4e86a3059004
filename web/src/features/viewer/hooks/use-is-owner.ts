import { loadIsOwner } from '@web/components/live/load-is-owner';
import { useEffect, useState } from 'react';

/**
 * Whether the signed-in visitor owns this counter, asked once they are known to be signed in: a
 * visitor (and an OBS capture of the share page) never asks, and gets false.
 */
export function useIsOwner(id: string, signedIn: boolean): boolean {
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void loadIsOwner(id).then((ok) => {
      if (live) setOwner(ok);
    });
    return () => {
      live = false;
    };
  }, [id, signedIn]);
  return owner;
}
