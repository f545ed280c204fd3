-- A deployment whose database was made before docs/SECURITY.md, "The database roles": run once, as
-- the superuser (psql -v ON_ERROR_STOP=1), after creating the two roles as deploy/postgres-roles.sh
-- does. It hands the database, its tables, sequences and functions (the audit log's trigger
-- function) to stepwise_owner; `migrate` then grants stepwise_app its rows. Proved by
-- server/src/db/database-roles.test.ts.
revoke create on schema public from public;
do $$
declare
  item record;
begin
  execute format('alter database %I owner to stepwise_owner', current_database());
  for item in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I owner to stepwise_owner', item.tablename);
  end loop;
  for item in select sequencename from pg_sequences where schemaname = 'public' loop
    execute format('alter sequence public.%I owner to stepwise_owner', item.sequencename);
  end loop;
  for item in select p.oid::regprocedure as routine from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' loop
    execute format('alter routine %s owner to stepwise_owner', item.routine);
  end loop;
end
$$;
