import type { Db } from './db';
import { redacted } from './retention';

export type VisitorStatus = {
  id: string;
  reference: string;
  status: 'received' | 'quoted' | 'confirmed' | 'declined' | 'closed';
  amountInr?: number;
  note?: string;
  flightAt?: string;
  reason?: string;
  updatedAt: string;
};

type StatusRow = {
  id: string;
  reference: string;
  status: 'new' | 'quoted' | 'confirmed' | 'declined' | 'closed';
  amount_inr: number | null;
  status_note: string | null;
  flight_at: string | null;
  status_reason: string | null;
  status_changed_at: number | null;
  received_at: number;
};

/** What the visitor may read of their request: where it stands, never who asked or what they wrote. */
export function visitorStatusOf(row: StatusRow): VisitorStatus {
  const answer: VisitorStatus = {
    id: row.id,
    reference: row.reference,
    status: row.status === 'new' ? 'received' : row.status,
    updatedAt: new Date(row.status_changed_at ?? row.received_at).toISOString(),
  };
  if (row.status === 'quoted' && row.amount_inr !== null) {
    answer.amountInr = row.amount_inr;
    if (row.status_note) answer.note = row.status_note;
  }
  if (row.status === 'confirmed' && row.flight_at) answer.flightAt = row.flight_at;
  if (row.status === 'declined' && row.status_reason) answer.reason = row.status_reason;
  return answer;
}

export function createStatusStore(db: Db) {
  return {
    /** A replay hands out a fresh token: the old one stops working, and none is ever kept in clear. */
    async rotateToken(id: string, tokenHash: string): Promise<void> {
      await db.updateTable('requests').set({ status_token_hash: tokenHash }).where('id', '=', id).execute();
    },

    async statusRow(id: string) {
      return db
        .selectFrom('requests')
        .select([
          'id',
          'reference',
          'status',
          'status_token_hash',
          'amount_inr',
          'status_note',
          'flight_at',
          'status_reason',
          'status_changed_at',
          'received_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The visitor's own erase: the payload redacted as retention does, once; a repeat changes nothing. */
    async erase(id: string, now: number): Promise<void> {
      const row = await db
        .selectFrom('requests')
        .select(['payload', 'redacted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.redacted_at !== null) return;
      await db
        .updateTable('requests')
        .set({ payload: redacted(row.payload), redacted_at: now })
        .where('id', '=', id)
        .where('redacted_at', 'is', null)
        .execute();
    },
  };
}

export type StatusStore = ReturnType<typeof createStatusStore>;
