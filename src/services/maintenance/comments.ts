import { MaintenanceComment } from '../../db/entities/maintenance.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { originOf, recordEvent } from '../events/events.js';
import { newId } from '../ids.js';
import { childrenOf } from '../pagination.js';
import { readableMaintenanceRequest } from './requests.js';

/** Comments of requests the caller already sees, oldest first, by request. */
export const commentsOfRequests = (ctx: ServiceContext) => childrenOf<MaintenanceComment>(ctx.em, MaintenanceComment, ctx.actor.orgId, 'requestId');

/** A comment on a request, by anyone who may read it, in any state; its event reaches the request's audience. */
export function commentOnMaintenanceRequest(ctx: ServiceContext, requestId: string, body: string): Promise<MaintenanceComment> {
  return inTransaction(ctx, async (em) => {
    const request = await readableMaintenanceRequest(ctx, requestId, em);
    const comment = em.create(MaintenanceComment, {
      orgId: ctx.actor.orgId,
      id: newId(),
      requestId: request.id,
      authorUserId: ctx.actor.userId,
      body,
      createdAt: new Date(),
    });
    await recordEvent(em, originOf(ctx), {
      type: 'maintenance_comment.created',
      subject: { ...comment, propertyId: request.propertyId, openedBy: request.openedBy },
    });
    return comment;
  });
}
