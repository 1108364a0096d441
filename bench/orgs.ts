import type pg from 'pg';

/** One org's portfolio: `properties` properties of `unitsPerProperty` units, each unit let for two years from a year ago and billed monthly. */
export interface OrgShape {
  properties: number;
  unitsPerProperty: number;
}

/** A small landlord: a property or two, a few units. */
export const SMALL_ORG: OrgShape = { properties: 2, unitsPerProperty: 3 };

/** Rent in XAF and TVA (19.25 %) of every unit: the check gross = net + TVA holds exactly. */
const RENT = 150_000;
const TVA_BASIS_POINTS = 1925;
const TVA = (RENT * TVA_BASIS_POINTS) / 10_000;

/**
 * Orgs written with set-based SQL (generate_series over the org ids), one
 * statement per table, as the database owner: the rows pass the same checks,
 * keys, unique indexes, exclusion constraint and triggers as the services'
 * (row-level security aside, which the owner is not subject to). Each unit has
 * an ACTIVE booking from the first of the month a year ago to a year ahead, a
 * MONTHLY billing plan (due the 5th), and its past year of rent invoices: the
 * first eleven PAID by one payment with their receipt, the last one ISSUED. The
 * current month is left to billing (src/jobs). Ids derive from the org id
 * (md5), so a second call for other orgs never collides.
 */
export async function loadOrgs(client: pg.Client, orgIds: readonly string[], shape: OrgShape, now = new Date()): Promise<void> {
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const params = [orgIds, shape.properties, shape.unitsPerProperty];
  const units = `from unnest($1::uuid[]) o, generate_series(1, $2::int) p, generate_series(1, $3::int) u`;
  // A version 4 UUID (its version and variant digits set), as the API's input checks expect of ids sent back.
  const id = (kind: string, ...parts: string[]) =>
    `overlay(overlay(md5(o::text || ':${kind}' || ${parts.length ? parts.map((part) => `':' || ${part}`).join(' || ') : "''"}) placing '4' from 13) placing '8' from 17)::uuid`;
  const property = id('p', 'p');
  const unit = id('u', 'p', 'u');
  const booking = id('b', 'p', 'u');
  const tenant = id('t', 'p', 'u');
  const invoice = id('i', 'p', 'u', 'm');
  const manager = id('manager');
  await client.query('begin');
  await client.query(
    `insert into property (org_id, id, owner_user_id, name, type, status, city)
     select o, ${property}, ${manager}, 'Résidence ' || p, case when p % 5 = 0 then 'HOUSE' else 'APARTMENT' end, 'PUBLISHED', (array['Douala', 'Yaoundé', 'Kribi'])[1 + p % 3]
       from unnest($1::uuid[]) o, generate_series(1, $2::int) p`,
    params.slice(0, 2),
  );
  await client.query(
    `insert into unit (org_id, id, property_id, label, area_sqm, rent_amount, rent_currency, status)
     select o, ${unit}, ${property}, 'U' || u, 40 + u % 60, ${RENT}, 'XAF', 'OCCUPIED' ${units}`,
    params,
  );
  await client.query(
    `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status, activated_at)
     select o, ${booking}, ${unit}, ${property}, ${tenant}, $4::date, ($4::date + interval '2 years')::date, ${RENT}, 'XAF', 'ACTIVE', $4::date ${units}`,
    [...params, start],
  );
  await client.query(
    `insert into billing_plan (org_id, booking_id, cycle, due_day, tva_basis_points) select o, ${booking}, 'MONTHLY', 5, ${TVA_BASIS_POINTS} ${units}`,
    params,
  );
  // Receipt numbers in payment order within the org: unit by unit, month by month.
  await client.query(
    `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                          period_start, period_end, due_date, status, kind, billing_period_start, paid_amount, paid_at, receipt_number)
     select o, ${invoice}, ${booking}, ${property}, ${tenant}, 'XAF', ${RENT}, ${TVA_BASIS_POINTS}, ${TVA}, ${RENT + TVA},
            s, (s + interval '1 month')::date, s + 4, case when m < 11 then 'PAID' else 'ISSUED' end, 'RENT', s,
            case when m < 11 then ${RENT + TVA} else 0 end, case when m < 11 then s + 4 end, case when m < 11 then ((p - 1) * $3 + u - 1) * 11 + m + 1 end
       ${units}, generate_series(0, 11) m, lateral (select ($4::date + m * interval '1 month')::date as s) period`,
    [...params, start],
  );
  await client.query(
    `insert into payment (org_id, id, invoice_id, amount, method, received_on, recorded_by)
     select o, ${id('pay', 'p', 'u', 'm')}, ${invoice}, ${RENT + TVA}, 'MOBILE_MONEY', ($4::date + m * interval '1 month')::date + 4, ${manager}
       ${units}, generate_series(0, 10) m`,
    [...params, start],
  );
  await client.query(`insert into receipt_counter (org_id, last_number) select o, $2::int * $3::int * 11 from unnest($1::uuid[]) o`, params);
  await client.query('commit');
}
