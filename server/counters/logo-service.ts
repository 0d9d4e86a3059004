import { createHash } from 'node:crypto';
import { checkLogoBytes, LOGO_MESSAGES, type LogoType, logoPath, sniffLogoType } from '@core/counter/logo';
import { AppError } from '@core/errors/app-error';
import { canUseLogo, LOGO_PREMIUM_MESSAGE } from '@core/plan/plan-rules';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { findOwnedCounter } from './counter-queries';
import { claimLogo, dropOtherLogos, insertLogo, putPendingLogo } from './logo-queries';

// A counter's logo: uploaded on its own (the form shows it at once), then named by the settings the
// owner saves. Every refusal comes before the one write, so a refused upload stores nothing.

export interface UploadedLogo {
  logo: string;
  url: string;
}

/** The checked upload: Premium, bytes of an image type we take, within the size. Writes nothing. */
function readLogo(user: UserRow, body: unknown): { bytes: Buffer; hash: string; contentType: LogoType } {
  if (!canUseLogo(user)) throw new AppError('forbidden', LOGO_PREMIUM_MESSAGE);
  if (!Buffer.isBuffer(body)) throw new AppError('validation', LOGO_MESSAGES.empty);
  const problem = checkLogoBytes(body);
  if (problem === LOGO_MESSAGES.tooLarge) throw new AppError('payload_too_large', problem);
  if (problem) throw new AppError('validation', problem);
  const contentType = sniffLogoType(body) as LogoType;
  return { bytes: body, hash: createHash('sha256').update(body).digest('hex'), contentType };
}

export async function uploadLogo(
  db: Database,
  user: UserRow,
  counterId: string,
  body: unknown,
): Promise<UploadedLogo> {
  // Another user's counter answers 404 before any plan rule speaks.
  const stored = await findOwnedCounter(db, counterId, user.id);
  if (!stored) throw new AppError('not_found', 'Counter not found');
  const { bytes, hash, contentType } = readLogo(user, body);
  const current = (stored.settings as { logo?: string }).logo;
  await db.transaction(async (tx) => {
    await insertLogo(tx, { counterId, hash, contentType, bytes });
    // Uploads the owner replaced before saving are not kept: the saved logo and this one at most.
    await dropOtherLogos(tx, counterId, [hash, current]);
  });
  return { logo: hash, url: logoPath(hash) };
}

/**
 * A logo for a counter not made yet (the new-counter form): kept as the user's one pending logo,
 * which replaces any earlier one, until the creation that names it claims it (keepSavedLogo).
 */
export async function uploadPendingLogo(db: Database, user: UserRow, body: unknown): Promise<UploadedLogo> {
  const { bytes, hash, contentType } = readLogo(user, body);
  await putPendingLogo(db, { userId: user.id, hash, contentType, bytes });
  return { logo: hash, url: logoPath(hash) };
}

/**
 * Within a counter's creation or save: the logo its settings name must be stored for it (or for
 * another of the owner's counters, or be the owner's pending upload, whose copy it gets); the
 * others it held are dropped.
 */
export async function keepSavedLogo(
  tx: Database,
  counterId: string,
  userId: string,
  logo: string | undefined,
): Promise<void> {
  if (logo !== undefined && !(await claimLogo(tx, counterId, userId, logo))) {
    throw new AppError('validation', LOGO_MESSAGES.missing, { 'settings.logo': [LOGO_MESSAGES.missing] });
  }
  await dropOtherLogos(tx, counterId, [logo]);
}
