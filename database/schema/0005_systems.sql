-- Schema version 5 (issue 17): the systems that hold GPUs, so that buying counts the
-- machine around them. A system is sold without GPUs (included_gpu NULL: the GPUs are
-- bought apart, up to gpu_slots of a form factor it takes) or with them (included_gpu
-- and included_gpu_count: DGX, HGX servers, whole desktops). Its price is of the whole
-- machine; amount_low/amount_high keep a range a source gives (amount is its middle).
-- A system sold with a GPU goes when that GPU is deleted.

CREATE TABLE systems (
    id TEXT PRIMARY KEY CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    name TEXT NOT NULL CHECK (name <> ''),
    vendor TEXT NOT NULL CHECK (vendor <> ''),
    kind TEXT NOT NULL CHECK (kind IN ('server', 'workstation', 'desktop', 'baseboard')),
    gpu_slots INTEGER NOT NULL CHECK (gpu_slots BETWEEN 1 AND 1024),
    gpu_form_factor TEXT NOT NULL CHECK (gpu_form_factor IN ('pcie', 'sxm', 'oam', 'module', 'any')),
    included_gpu TEXT REFERENCES gpus(id) ON UPDATE CASCADE ON DELETE CASCADE,
    included_gpu_count INTEGER CHECK (included_gpu_count BETWEEN 1 AND 1024),
    amount REAL NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL REFERENCES currencies(code),
    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    source TEXT NOT NULL CHECK (source <> ''),
    estimate INTEGER NOT NULL DEFAULT 0 CHECK (estimate IN (0, 1)),
    amount_low REAL CHECK (amount_low > 0),
    amount_high REAL CHECK (amount_high > 0),
    power_w REAL CHECK (power_w > 0),
    host_ram_bytes INTEGER CHECK (host_ram_bytes > 0),
    fabric TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1)
);
CREATE INDEX systems_by_gpu ON systems(included_gpu);
