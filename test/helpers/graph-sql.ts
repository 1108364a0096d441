import type { TestApp } from './app.js';

/** How many rows of each kind hang under each parent. */
export interface GraphShape {
  properties: number;
  unitsPerProperty: number;
  bookingsPerUnit: number;
  invoicesPerBooking: number;
  /** Documents (each with its media object) of the one APPROVED property proof every property gets. */
  documentsPerProof: number;
}

/**
 * Writes a whole property graph of one org in a single statement (as the
 * tables' owner, so row-level security does not apply): the services write
 * one row at a time, far too slow for the tens of thousands of rows the
 * planner and the pagination tests need. Bookings of a unit follow each other
 * 40 days apart, so the no-overlap constraint holds.
 */
export async function insertGraph(
  t: Pick<TestApp, 'sql'>,
  orgId: string,
  people: { ownerUserId: string; tenantUserId: string },
  shape: GraphShape,
): Promise<void> {
  await t.sql(
    `with p as (
       insert into property (org_id, id, owner_user_id, name, type, status, city)
       select $1, gen_random_uuid(), $2, 'Property ' || i, (array['APARTMENT','HOUSE','STUDIO'])[1 + i % 3], 'PUBLISHED',
              (array['Douala','Yaoundé','Kribi'])[1 + i % 3]
       from generate_series(1, $4::int) i
       returning id
     ), u as (
       insert into unit (org_id, id, property_id, label, rent_amount, rent_currency, status)
       select $1, gen_random_uuid(), p.id, 'U' || j, 150000, 'XAF', (array['AVAILABLE','OCCUPIED'])[1 + j % 2]
       from p, generate_series(1, $5::int) j
       returning id, property_id
     ), b as (
       insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
       select $1, gen_random_uuid(), u.id, u.property_id, $3, date '2026-01-01' + k * 40, date '2026-01-01' + k * 40 + 30,
              150000, 'XAF', (array['PENDING','ACTIVE'])[1 + k % 2]
       from u, generate_series(0, $6::int - 1) k
       returning id, property_id, start_date
     ), i as (
       insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount,
                            gross_amount, period_start, period_end, due_date, status, paid_at)
       select $1, gen_random_uuid(), b.id, b.property_id, $3, 'XAF', 150000, 0, 0, 150000, b.start_date + n, b.start_date + n + 1,
              b.start_date + n, (array['ISSUED','PAID'])[1 + n % 2], case when n % 2 = 1 then now() end
       from b, generate_series(0, $7::int - 1) n
       returning id
     ), v as (
       insert into verification_record (org_id, id, kind, proof_type, status, property_id, subject_user_id, submitted_at, reviewed_at)
       select $1, gen_random_uuid(), 'PROPERTY_PROOF', 'OWNERSHIP', 'APPROVED', p.id, $2, now(), now() from p
       returning id
     ), h as (
       insert into verification_status_change (org_id, id, record_id, from_status, to_status, changed_by, changed_at)
       select $1, gen_random_uuid(), v.id, null, 'DRAFT', $2, now() from v
       returning id
     ), m as (
       insert into media_object (org_id, id, owner_id, owner_type, owner_user_id, kind, filename, content_type, size_bytes, uploaded_at)
       select $1, gen_random_uuid(), v.id, 'VERIFICATION', $2, 'DOCUMENT', 'deed-' || d || '.pdf', 'application/pdf', 1000, now()
       from v, generate_series(1, $8::int) d
       returning id, owner_id
     )
     insert into verification_document (org_id, id, record_id, media_object_id, role)
     select $1, gen_random_uuid(), m.owner_id, m.id, 'PROOF_OF_OWNERSHIP' from m`,
    [
      orgId,
      people.ownerUserId,
      people.tenantUserId,
      shape.properties,
      shape.unitsPerProperty,
      shape.bookingsPerUnit,
      shape.invoicesPerBooking,
      shape.documentsPerProof,
    ],
  );
}
