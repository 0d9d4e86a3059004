-- When the platform refused a creator's token and then its refresh (status needs_reauth).
ALTER TABLE "platform_connections" ADD COLUMN "reauth_since" timestamp with time zone;
