import { Migration20261122000000_properties_and_units } from './Migration20261122000000_properties_and_units.js';
import { Migration20261123000000_bookings_and_invoices } from './Migration20261123000000_bookings_and_invoices.js';
import { Migration20261122020000_verification_and_media } from './Migration20261122020000_verification_and_media.js';
import { Migration20261124000000_row_level_security } from './Migration20261124000000_row_level_security.js';
import { Migration20261125000000_query_indexes } from './Migration20261125000000_query_indexes.js';
import { Migration20261126000000_media_content } from './Migration20261126000000_media_content.js';
import { Migration20261126100000_serving_role } from './Migration20261126100000_serving_role.js';
import { Migration20261127000000_distribute_on_citus } from './Migration20261127000000_distribute_on_citus.js';
import { Migration20261127100000_shared_rate_limits } from './Migration20261127100000_shared_rate_limits.js';
import { Migration20261128000000_events } from './Migration20261128000000_events.js';
import { Migration20261129000000_rent_cycle } from './Migration20261129000000_rent_cycle.js';
import { Migration20261129500000_booking_unit_fk_index } from './Migration20261129500000_booking_unit_fk_index.js';

/** Every migration, in order. Listed by hand so they run the same from source, tests and bundles. */
export const migrations = [
  { name: 'Migration20261122000000_properties_and_units', class: Migration20261122000000_properties_and_units },
  { name: 'Migration20261122020000_verification_and_media', class: Migration20261122020000_verification_and_media },
  { name: 'Migration20261123000000_bookings_and_invoices', class: Migration20261123000000_bookings_and_invoices },
  { name: 'Migration20261124000000_row_level_security', class: Migration20261124000000_row_level_security },
  { name: 'Migration20261125000000_query_indexes', class: Migration20261125000000_query_indexes },
  { name: 'Migration20261126000000_media_content', class: Migration20261126000000_media_content },
  { name: 'Migration20261126100000_serving_role', class: Migration20261126100000_serving_role },
  { name: 'Migration20261127000000_distribute_on_citus', class: Migration20261127000000_distribute_on_citus },
  { name: 'Migration20261127100000_shared_rate_limits', class: Migration20261127100000_shared_rate_limits },
  { name: 'Migration20261128000000_events', class: Migration20261128000000_events },
  { name: 'Migration20261129000000_rent_cycle', class: Migration20261129000000_rent_cycle },
  { name: 'Migration20261129500000_booking_unit_fk_index', class: Migration20261129500000_booking_unit_fk_index },
];
