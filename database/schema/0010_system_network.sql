-- Schema version 10: how systems of a kind are linked to each other when a purchase spreads
-- its GPUs over several (the interconnect a DGX Spark's ConnectX-7 or a Mac Studio's
-- Thunderbolt 5 gives). NULL when the source does not say; the planner then assumes 10
-- Gigabit Ethernet for a workstation or desktop and the scenario's inter-node link for a
-- server, and says so. An interconnect a system names cannot be deleted while it does.
-- Existing rows have none.

ALTER TABLE systems ADD COLUMN network_link TEXT REFERENCES interconnects(id) ON UPDATE CASCADE ON DELETE RESTRICT;
