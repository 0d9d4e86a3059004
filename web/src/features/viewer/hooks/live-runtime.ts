// Everything a synced counter needs beyond the plain viewer, in one chunk loaded on demand, so
// unsynced viewers (most of them) stay inside the viewer's 90 KB budget.
export { connectLive, sendControl } from '@web/components/live/live-connection';
export { computeLiveView, nextLiveDelay } from '@web/components/live/live-face';
export { loadIsOwner } from '@web/components/live/load-is-owner';
