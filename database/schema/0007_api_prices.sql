-- Schema version 7 (issue 16): the published prices of hosted models, per million tokens: the
-- APIs a team could pay instead of serving a model itself. Amounts are in `currency` per
-- 1,000,000 tokens (input, output, and cached input where the provider prices it apart; NULL
-- when it does not). model_id names the catalog model the API serves (NULL for a closed model
-- or one the catalog does not hold); a model an API price names cannot be deleted. Each row
-- carries the date its price was read and the address of its price page.

CREATE TABLE api_prices (
    id TEXT PRIMARY KEY CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    provider TEXT NOT NULL CHECK (provider <> ''),
    model TEXT NOT NULL CHECK (model <> ''),
    model_id TEXT REFERENCES models(id) ON UPDATE CASCADE ON DELETE RESTRICT,
    input_per_million REAL NOT NULL CHECK (input_per_million >= 0),
    output_per_million REAL NOT NULL CHECK (output_per_million >= 0),
    cached_input_per_million REAL CHECK (cached_input_per_million >= 0),
    currency TEXT NOT NULL REFERENCES currencies(code),
    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    source TEXT NOT NULL CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT '',
    revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1)
);
CREATE INDEX api_prices_by_model ON api_prices(model_id);
