-- private.shop_at_most_one_missed builds the condition shop_facets keeps its near rows by (those
-- missing at most one filter): for every combination of true, false and null over none to four
-- tests, the condition holds exactly when at most one test is not true (a null test is a miss, as
-- in the facets' mask).
begin;
select plan(6);

create temporary table combinations as
select array[a, b, c, d] as tests
from (values (true), (false), (null::boolean)) va(a)
cross join (values (true), (false), (null::boolean)) vb(b)
cross join (values (true), (false), (null::boolean)) vc(c)
cross join (values (true), (false), (null::boolean)) vd(d);

create function pg_temp.mismatches(_count integer)
returns bigint
language plpgsql
as $$
declare
  condition text := private.shop_at_most_one_missed(
    array(select format('t.tests[%s]', i) from generate_series(1, _count) i));
  wrong bigint;
begin
  execute format(
    'select count(*) from pg_temp.combinations t
     where coalesce(%s, false) <> ((select count(*) from unnest(t.tests[1:%s]) x where x is not true) <= 1)',
    condition, _count)
  into wrong;
  return wrong;
end;
$$;

select is(private.shop_at_most_one_missed('{}'), 'true', 'no test: every row is near');
select is(pg_temp.mismatches(1), 0::bigint, 'one test: every row is near, whatever the test gives');
select is(pg_temp.mismatches(2), 0::bigint, 'two tests: near unless both miss');
select is(pg_temp.mismatches(3), 0::bigint, 'three tests: near when at most one misses');
select is(pg_temp.mismatches(4), 0::bigint, 'four tests, true, false and null in every combination');
select is(private.shop_at_most_one_missed(null), 'true', 'no list: every row is near');

select * from finish();
rollback;
