-- Schema version 12 (issue 37): the PCIe generation of a system's GPU slots (3 for a PCIe 3.0
-- board, 5 for PCIe 5.0), so that a GPU bought apart goes into a host that runs its link at
-- the GPU's own generation, and an option in a slower host says at what generation the GPU
-- runs there. NULL when the source does not say; the planner then takes the host as fast as
-- the GPU. Existing rows have none; a row the user never edited gets the built-in catalog's
-- figure when the defaults are merged.

ALTER TABLE systems ADD COLUMN pcie_gen INTEGER CHECK (pcie_gen BETWEEN 1 AND 7);
