// Why a platform stopped sending events, in words a streamer knows (the platforms name them with
// codes such as Twitch's authorization_revoked); an unknown code is shown as the platform gave it.
const REASONS: Record<string, string> = {
  authorization_revoked: 'access was withdrawn, usually after a password change or removing the app',
  user_removed: 'the account was closed or suspended',
  notification_failures_exceeded: 'it could not reach Countstream for too long',
  version_removed: 'it retired the kind of events we listened to',
  revoked: 'access was withdrawn',
  // Ours, not Twitch's: it refused the token and then its refresh (needs_reauth).
  needs_reauth: 'it no longer accepts our access, which expired or was revoked',
};

export const describeBrokenReason = (reason: string) => REASONS[reason] ?? reason;
