-- Schema version 11 (issue 37): how a cloud offer bills a start, so that a job's rented cost
-- counts what the provider charges for it:
--   billing_increment_s  the billing increment, s (1: per second, 60: per minute, 3600: per hour)
--   billing_minimum_s    the least billed for one start, s (AWS EC2 Linux: 60)
--   startup_s            the time from the request to a usable machine, s, billed too
--   billing_source       where the terms come from (the provider's page, its date), or that
--                        they are an assumption
-- NULL where the provider publishes nothing; the planner then assumes per started hour, at
-- least one hour, and a 5-minute start-up (core/CloudBilling.h), and says so. Existing rows
-- have none; a row the user never edited gets the built-in catalog's terms when the defaults
-- are merged.

ALTER TABLE cloud_offers ADD COLUMN billing_increment_s REAL CHECK (billing_increment_s > 0);
ALTER TABLE cloud_offers ADD COLUMN billing_minimum_s REAL CHECK (billing_minimum_s >= 0);
ALTER TABLE cloud_offers ADD COLUMN startup_s REAL CHECK (startup_s >= 0);
ALTER TABLE cloud_offers ADD COLUMN billing_source TEXT NOT NULL DEFAULT '';
