-- Schema version 6 (issue 17): whether a cloud offer may be split.
-- cloud_offers.split = 1 when the provider rents any number of the offer's GPUs at its
-- per-GPU rate (per-GPU billing, RunPod's pods); 0 (every existing row) when the offer is a
-- bundle of gpu_count GPUs rented whole: an 8-GPU instance is not priced as eight 1-GPU rentals.

ALTER TABLE cloud_offers ADD COLUMN split INTEGER NOT NULL DEFAULT 0 CHECK (split IN (0, 1));
