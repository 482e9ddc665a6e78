-- GPU Planner catalog, schema version 1: the tables and their constraints.
-- Units are in the column names; an unknown figure is NULL, never 0.

CREATE TABLE currencies (
    code TEXT PRIMARY KEY CHECK (code GLOB '[A-Z][A-Z][A-Z]'),
    name TEXT NOT NULL DEFAULT ''
);

-- Units of `currency` for one euro (EUR itself is the reference and has no row).
CREATE TABLE exchange_rates (
    currency TEXT PRIMARY KEY REFERENCES currencies(code) CHECK (currency <> 'EUR'),
    per_eur REAL NOT NULL CHECK (per_eur > 0),
    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    source TEXT NOT NULL CHECK (source <> '')
);

CREATE TABLE gpus (
    id TEXT PRIMARY KEY CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    vendor TEXT NOT NULL CHECK (vendor <> ''),
    name TEXT NOT NULL CHECK (name <> ''),
    architecture TEXT NOT NULL DEFAULT '',
    release_year INTEGER CHECK (release_year BETWEEN 1990 AND 2100),
    form_factor TEXT CHECK (form_factor IN ('consumer', 'workstation', 'pcie', 'sxm', 'oam', 'module')),
    vram_bytes INTEGER NOT NULL CHECK (vram_bytes > 0),
    memory_type TEXT NOT NULL DEFAULT '',
    memory_bandwidth_bytes_per_s REAL NOT NULL CHECK (memory_bandwidth_bytes_per_s > 0),
    fp32_flops REAL CHECK (fp32_flops > 0),
    fp16_tensor_flops REAL CHECK (fp16_tensor_flops > 0),
    fp16_fp32acc_tensor_flops REAL CHECK (fp16_fp32acc_tensor_flops > 0),
    bf16_tensor_flops REAL CHECK (bf16_tensor_flops > 0),
    fp8_tensor_flops REAL CHECK (fp8_tensor_flops > 0),
    int8_tensor_ops REAL CHECK (int8_tensor_ops > 0),
    tdp_w REAL CHECK (tdp_w > 0),
    pcie_gen INTEGER CHECK (pcie_gen BETWEEN 1 AND 7),
    pcie_lanes INTEGER CHECK (pcie_lanes IN (1, 2, 4, 8, 16)),
    fabric TEXT NOT NULL DEFAULT '',
    fabric_bandwidth_bytes_per_s_both REAL CHECK (fabric_bandwidth_bytes_per_s_both > 0),
    software_stack TEXT NOT NULL DEFAULT '',
    pci_device_id INTEGER CHECK (pci_device_id BETWEEN 0 AND 65535),
    launch_msrp_usd REAL CHECK (launch_msrp_usd > 0),
    notes TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (source <> '')
);

CREATE TABLE interconnects (
    id TEXT PRIMARY KEY CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    name TEXT NOT NULL CHECK (name <> ''),
    kind TEXT NOT NULL CHECK (kind IN ('PCIe', 'NVLink', 'NVSwitch', 'InfinityFabric', 'InfiniBand', 'Ethernet')),
    generation TEXT NOT NULL DEFAULT '',
    lanes_or_links TEXT NOT NULL DEFAULT '',
    per_direction_bytes_per_s REAL NOT NULL CHECK (per_direction_bytes_per_s > 0),
    both_directions_bytes_per_s REAL NOT NULL CHECK (both_directions_bytes_per_s > 0),
    latency_s REAL CHECK (latency_s >= 0),
    efficiency REAL NOT NULL CHECK (efficiency > 0 AND efficiency <= 1),
    notes TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (source <> '')
);

-- Price history: one row per quoted price of one GPU.
CREATE TABLE gpu_prices (
    id INTEGER PRIMARY KEY,
    gpu_id TEXT NOT NULL REFERENCES gpus(id) ON UPDATE CASCADE,
    amount REAL NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL REFERENCES currencies(code),
    date TEXT CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    condition TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    estimate INTEGER NOT NULL DEFAULT 0 CHECK (estimate IN (0, 1)),
    source TEXT NOT NULL CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT ''
);
CREATE INDEX gpu_prices_by_gpu_and_date ON gpu_prices(gpu_id, date);

-- Hourly price of a whole cloud instance.
CREATE TABLE cloud_offers (
    id TEXT PRIMARY KEY CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    provider TEXT NOT NULL CHECK (provider <> ''),
    gpu_id TEXT NOT NULL REFERENCES gpus(id) ON UPDATE CASCADE,
    gpu_count INTEGER NOT NULL CHECK (gpu_count BETWEEN 1 AND 1024),
    price_per_hour REAL NOT NULL CHECK (price_per_hour > 0),
    currency TEXT NOT NULL REFERENCES currencies(code),
    pricing TEXT NOT NULL CHECK (pricing IN ('on-demand', 'spot', 'reserved')),
    region TEXT NOT NULL DEFAULT '',
    date TEXT CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    instance_type TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT ''
);
CREATE INDEX cloud_offers_by_gpu ON cloud_offers(gpu_id);

-- Model architectures: core's ModelSpec as JSON (toJson), and the original
-- Hugging Face config.json when the model came from one.
CREATE TABLE models (
    id TEXT PRIMARY KEY CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    name TEXT NOT NULL CHECK (name <> ''),
    family TEXT NOT NULL DEFAULT '',
    spec_json TEXT NOT NULL CHECK (json_valid(spec_json)),
    hf_config_json TEXT CHECK (hf_config_json IS NULL OR json_valid(hf_config_json)),
    source TEXT NOT NULL CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT ''
);

CREATE TABLE settings (
    key TEXT PRIMARY KEY CHECK (key <> ''),
    value TEXT NOT NULL
);
