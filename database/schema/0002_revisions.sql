-- Schema version 2: row revisions (optimistic concurrency: an update names the
-- revision it read, and is refused when the row has changed since), the PCI
-- vendor id for matching the live probe, and the catalog's data revision.

ALTER TABLE gpus ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE interconnects ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE gpu_prices ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE cloud_offers ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE models ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE exchange_rates ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);

ALTER TABLE gpus ADD COLUMN pci_vendor_id INTEGER CHECK (pci_vendor_id BETWEEN 0 AND 65535);
UPDATE gpus SET pci_vendor_id = 4318 WHERE vendor = 'NVIDIA';  -- 0x10de
UPDATE gpus SET pci_vendor_id = 4098 WHERE vendor = 'AMD';     -- 0x1002

-- data_revision counts committed edits; defaults_revision names the embedded
-- default catalog the file was created from.
CREATE TABLE catalog_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO catalog_info (key, value) VALUES ('data_revision', '0');

CREATE INDEX cloud_offers_by_provider ON cloud_offers(provider);
