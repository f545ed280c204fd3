#!/bin/sh
# Run once by the postgres image when its volume is first made (/docker-entrypoint-initdb.d): the
# two roles of docs/SECURITY.md, "The database roles". stepwise_owner owns the database and its
# schema and runs the migrations (docker-compose.yml's `migrate`); stepwise_app, the servers' role,
# owns nothing and is granted its rows by the owner after each migration, so it can neither disable
# a trigger nor set session_replication_role. The superuser (POSTGRES_USER) is used for nothing else.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v db="$POSTGRES_DB" -v owner_password="$STEPWISE_OWNER_PASSWORD" -v app_password="$STEPWISE_APP_PASSWORD" <<'SQL'
create role stepwise_owner login password :'owner_password' nosuperuser nocreatedb nocreaterole;
create role stepwise_app login password :'app_password' nosuperuser nocreatedb nocreaterole;
alter database :"db" owner to stepwise_owner;
revoke create on schema public from public;
SQL
