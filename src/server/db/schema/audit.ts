import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who did what, when: the dashboard's recent activity (DESIGN §2) reads it. `details` never
 * holds passwords, tokens, documents or phone numbers.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    // A short pt-BR sentence without its subject, written with the change ('aprovou o
    // conveniado "Clínica X"'): the dashboard puts the actor's name in front. Written then, so
    // it still reads right after the record is renamed or deleted.
    summary: text('summary').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt.desc()),
    // 'Atividades recentes' shows only the kinds of record the admin may read.
    index('audit_log_entity_type_created_at_idx').on(table.entityType, table.createdAt.desc()),
  ],
);
