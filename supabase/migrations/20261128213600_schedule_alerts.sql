-- On a hosted project with pg_cron (Database → Extensions), the alerts' job runs every minute.
-- Where pg_cron is absent (the embedded backend, whose own timer runs public.run_alerts()) this
-- does nothing. The job only queues the e-mails in private.email_outbox: the project's sender
-- delivers them (README, "Where the mails go").
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('oneboss-alerts', '* * * * *', 'select public.run_alerts()');
  end if;
end;
$$;
