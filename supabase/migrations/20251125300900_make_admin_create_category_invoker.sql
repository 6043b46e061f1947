-- admin_create_category checks that the caller is an admin itself, and the categories' insert
-- policy says the same: it needs no rights beyond the caller's. As SECURITY INVOKER, a signed-in
-- user calling it through /rest/v1/rpc runs it with exactly their own rights (splinter 0029).
alter function public.admin_create_category(text, text, text) security invoker;
