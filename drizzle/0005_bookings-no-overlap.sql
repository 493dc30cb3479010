-- No two live requests of one yacht share a day (issue 5, decision record 045). Dates are inclusive
-- days, so the range is '[]': a stay of 3-5 June and one from 6 June are adjacent, not overlapping.
-- Only requests that hold the yacht count: a partner hand-off holds no dates here, and a cancelled
-- or completed booking frees them. btree_gist (migration 0000) lets `=` on text sit beside `&&`.
-- A violation is SQLSTATE 23P01, which the API answers as 409 dates_unavailable.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("yacht_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("kind" = 'request' AND "status" IN ('pending', 'confirmed'));
