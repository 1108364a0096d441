import { Migration } from '@mikro-orm/migrations';

/**
 * Properties and their units. Primary keys, uniques and foreign keys all lead
 * with org_id so the tables can be distributed by org (Citus) unchanged.
 */
export class Migration20261122000000_properties_and_units extends Migration {
  override up(): void {
    this.addSql(`
      create table property (
        org_id uuid not null,
        id uuid not null,
        owner_user_id uuid not null,
        name text not null check (char_length(btrim(name)) between 1 and 200),
        type text not null check (type in ('APARTMENT','STUDIO','HOUSE','VILLA','OFFICE','COMMERCIAL','LAND')),
        status text not null default 'DRAFT' check (status in ('DRAFT','PUBLISHED','ARCHIVED')),
        address_line text check (char_length(address_line) <= 500),
        quartier text check (char_length(quartier) <= 200),
        city text check (char_length(city) <= 200),
        province text check (char_length(province) <= 200),
        latitude double precision check (latitude between -90 and 90),
        longitude double precision check (longitude between -180 and 180),
        amenities jsonb not null default '[]' check (jsonb_typeof(amenities) = 'array'),
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id)
      )`);
    this.addSql('create index property_owner_idx on property (org_id, owner_user_id, id)');
    this.addSql('create index property_status_idx on property (org_id, status, id)');
    this.addSql('create index property_city_idx on property (org_id, city, id)');
    this.addSql('create index property_type_idx on property (org_id, type, id)');

    this.addSql(`
      create table unit (
        org_id uuid not null,
        id uuid not null,
        property_id uuid not null,
        label text not null check (char_length(btrim(label)) between 1 and 100),
        area_sqm integer check (area_sqm > 0),
        bathrooms integer check (bathrooms >= 0),
        bedrooms integer check (bedrooms >= 0),
        rent_amount bigint check (rent_amount between 0 and 9007199254740991),
        rent_currency text check (rent_currency ~ '^[A-Z]{3}$'),
        status text not null default 'AVAILABLE' check (status in ('AVAILABLE','OCCUPIED','UNAVAILABLE')),
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id),
        constraint unit_rent_has_currency check ((rent_amount is null) = (rent_currency is null)),
        constraint unit_property_fk foreign key (org_id, property_id) references property (org_id, id)
      )`);
    this.addSql('create unique index unit_label_unique on unit (org_id, property_id, lower(label))');
    this.addSql('create index unit_property_idx on unit (org_id, property_id, id)');
  }
}
