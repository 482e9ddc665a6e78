-- Schema version 9: the power a system can supply (its power supply's rating, W, for the
-- GPUs and the host together), so that buying never puts more GPUs in a machine than it
-- can power. NULL when the source does not say; for a workstation or desktop the planner
-- then assumes the largest workstation power supply at standard office voltage (1,600 W)
-- and says so. Existing rows have none.

ALTER TABLE systems ADD COLUMN psu_w REAL CHECK (psu_w > 0);
