-- Schema version 8 (issue 17): figures filled in where no vendor publishes one.
-- gpus.derived lists them and how each was worked out, as "field: derived: how" entries
-- separated by "; " ("bf16_tensor_flops: derived: 1 PFLOP FP4 sparse / 2 dense / 4 ...").
-- A derived figure is used like any other; wherever the planner shows the peak it timed
-- with, it says the figure is derived. Existing rows have none.

ALTER TABLE gpus ADD COLUMN derived TEXT NOT NULL DEFAULT '';
