/**
 * Whether the signed-in visitor owns the counter: the owner-only detail call answers 200. Its own
 * small file, so the plain viewer asks without loading the live connection.
 */
export async function loadIsOwner(id: string): Promise<boolean> {
  try {
    const res = await fetch(`/api/counters/${encodeURIComponent(id)}`, { credentials: 'same-origin' });
    // Read to its end: an answer whose body is left unread keeps its request open in the browser
    // (and the page never settles, which tools and tests wait for).
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
