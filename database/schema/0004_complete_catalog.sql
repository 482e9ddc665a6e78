-- Schema version 4 (issue 17): what a buyer needs beside the marketing figures.
-- gpus: the memory the driver reports, the share of a unified memory the GPU may
-- use, whether the GPU is sold only in systems, and why cells stay empty
-- ("field: not applicable: ..." or "field: not published: ...", separated by "; ").
-- gpu_prices: a range a source gives (amount is its middle).

ALTER TABLE gpus ADD COLUMN driver_memory_bytes INTEGER CHECK (driver_memory_bytes > 0);
ALTER TABLE gpus ADD COLUMN unified_memory_gpu_share REAL
    CHECK (unified_memory_gpu_share > 0 AND unified_memory_gpu_share <= 1);
ALTER TABLE gpus ADD COLUMN sold_only_in_systems INTEGER NOT NULL DEFAULT 0
    CHECK (sold_only_in_systems IN (0, 1));
ALTER TABLE gpus ADD COLUMN not_applicable TEXT NOT NULL DEFAULT '';

ALTER TABLE gpu_prices ADD COLUMN amount_low REAL CHECK (amount_low > 0);
ALTER TABLE gpu_prices ADD COLUMN amount_high REAL CHECK (amount_high > 0);
