import { CONTACT_SUCCESS_MESSAGE, contactBodySchema, contactResponseSchema } from '@core/api/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactCopyMail, contactMessageMail } from './contact-mail';
import { insertContactMessage } from './contact-queries';

// Per IP: enough for a person who has several questions, too few for a spam run.
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/contact',
    {
      schema: { body: contactBodySchema, response: { 201: contactResponseSchema } },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      const row = await insertContactMessage(app.db, request.body, userId);
      const input = { ...request.body, id: row.id, userId };
      // The message is already stored, so support can still read it if mail is down: log, don't fail.
      // Support's mail and the sender's copy go independently: one failing does not hold the other.
      const sent = await Promise.allSettled([
        app.mailer.send(contactMessageMail(app.config.SUPPORT_EMAIL, input)),
        app.mailer.send(contactCopyMail(input)),
      ]);
      sent.forEach((result, i) => {
        if (result.status === 'rejected')
          request.log.error(
            { err: result.reason, contactMessageId: row.id },
            i === 0
              ? 'contact message stored but not mailed'
              : "contact message stored, sender's copy not mailed",
          );
      });
      return reply.status(201).send({ message: CONTACT_SUCCESS_MESSAGE });
    },
  );
}
