import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every migration, in order, by name. Listed by hand so they run the same from source, tests and bundles;
 * each loads only to migrate (and @mikro-orm/migrations with it): a process that only serves reads the names.
 */
export const migrations: { name: string; load: () => Promise<Record<string, MigrationObject['class']>> }[] = [
  { name: 'Migration20261122000000_properties_and_units', load: () => import('./Migration20261122000000_properties_and_units.js') },
  { name: 'Migration20261122020000_verification_and_media', load: () => import('./Migration20261122020000_verification_and_media.js') },
  { name: 'Migration20261123000000_bookings_and_invoices', load: () => import('./Migration20261123000000_bookings_and_invoices.js') },
  { name: 'Migration20261124000000_row_level_security', load: () => import('./Migration20261124000000_row_level_security.js') },
  { name: 'Migration20261125000000_query_indexes', load: () => import('./Migration20261125000000_query_indexes.js') },
  { name: 'Migration20261126000000_media_content', load: () => import('./Migration20261126000000_media_content.js') },
  { name: 'Migration20261126100000_serving_role', load: () => import('./Migration20261126100000_serving_role.js') },
  { name: 'Migration20261127000000_distribute_on_citus', load: () => import('./Migration20261127000000_distribute_on_citus.js') },
  { name: 'Migration20261127100000_shared_rate_limits', load: () => import('./Migration20261127100000_shared_rate_limits.js') },
  { name: 'Migration20261128000000_events', load: () => import('./Migration20261128000000_events.js') },
  { name: 'Migration20261129000000_rent_cycle', load: () => import('./Migration20261129000000_rent_cycle.js') },
  { name: 'Migration20261129500000_booking_unit_fk_index', load: () => import('./Migration20261129500000_booking_unit_fk_index.js') },
  { name: 'Migration20261130200000_upload_staging', load: () => import('./Migration20261130200000_upload_staging.js') },
  { name: 'Migration20261130400000_legacy_payments', load: () => import('./Migration20261130400000_legacy_payments.js') },
  { name: 'Migration20261130500000_tenant_login_by_password', load: () => import('./Migration20261130500000_tenant_login_by_password.js') },
  { name: 'Migration20261130500001_service_scope', load: () => import('./Migration20261130500001_service_scope.js') },
  { name: 'Migration20261130600000_list_queries', load: () => import('./Migration20261130600000_list_queries.js') },
  { name: 'Migration20261130700000_people', load: () => import('./Migration20261130700000_people.js') },
  { name: 'Migration20261201100000_delivery_traceparent', load: () => import('./Migration20261201100000_delivery_traceparent.js') },
  { name: 'Migration20261201200000_notifications', load: () => import('./Migration20261201200000_notifications.js') },
  { name: 'Migration20261201300000_maintenance', load: () => import('./Migration20261201300000_maintenance.js') },
  { name: 'Migration20261201400000_search', load: () => import('./Migration20261201400000_search.js') },
  { name: 'Migration20261201600000_owner_statements', load: () => import('./Migration20261201600000_owner_statements.js') },
  { name: 'Migration20261201700000_personal_data', load: () => import('./Migration20261201700000_personal_data.js') },
  { name: 'Migration20261201800000_notification_retention', load: () => import('./Migration20261201800000_notification_retention.js') },
  { name: 'Migration20261201900000_index_function_dependencies', load: () => import('./Migration20261201900000_index_function_dependencies.js') },
  { name: 'Migration20261201950000_stored_search_documents', load: () => import('./Migration20261201950000_stored_search_documents.js') },
  { name: 'Migration20261202000000_legacy_payments_business_day', load: () => import('./Migration20261202000000_legacy_payments_business_day.js') },
  { name: 'Migration20261202100000_notification_sends_resume', load: () => import('./Migration20261202100000_notification_sends_resume.js') },
  { name: 'Migration20261202300000_background_work_indexes', load: () => import('./Migration20261202300000_background_work_indexes.js') },
  { name: 'Migration20261202900000_constraints_validated', load: () => import('./Migration20261202900000_constraints_validated.js') },
  { name: 'Migration20261203000000_media_quota', load: () => import('./Migration20261203000000_media_quota.js') },
  { name: 'Migration20261203100000_person_export_text', load: () => import('./Migration20261203100000_person_export_text.js') },
  { name: 'Migration20261203200000_rent_periods_index', load: () => import('./Migration20261203200000_rent_periods_index.js') },
  { name: 'Migration20261203300000_release_0_1_0_leftovers', load: () => import('./Migration20261203300000_release_0_1_0_leftovers.js') },
  { name: 'Migration20261203400000_filter_indexes', load: () => import('./Migration20261203400000_filter_indexes.js') },
];
