import { GraphQLDeferDirective, GraphQLStreamDirective } from '@graphql-tools/utils';
import { specifiedDirectives } from 'graphql';
import { builder } from './builder.js';
import './types/me.js';
import './types/node.js';
import './types/property.js';
import './types/unit.js';
import './types/booking.js';
import './types/invoice.js';
import './types/billing.js';
import './types/payment.js';
import './types/media.js';
import './types/verification.js';
import './types/events.js';
import './types/webhooks.js';
import './types/reports.js';
import './types/person.js';
import './types/maintenance.js';
import './types/notification.js';
import './types/owner-statements.js';

/** @defer and @stream are part of the schema (yoga's defer-stream plugin adds them only when missing): clients and codegen see them. */
export const schema = builder.toSchema({ sortSchema: true, directives: [...specifiedDirectives, GraphQLDeferDirective, GraphQLStreamDirective] });
