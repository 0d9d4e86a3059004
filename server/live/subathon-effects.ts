import type { FastifyInstance } from 'fastify';
import type { AppliedEvent } from './subathon-service';

/**
 * What follows a newly applied event, after its commit: live displays (and the control page's
 * log) get the run through the one publish path.
 */
export async function afterEventApplied(app: FastifyInstance, counterId: string, applied: AppliedEvent) {
  // The log changed even when the run did not (a capped or unmatched event), and the control
  // page and event strips follow the bus, so every logged event is announced.
  await app.liveBus.publish(counterId);
  void applied;
}
