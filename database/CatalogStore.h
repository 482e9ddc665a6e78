#pragma once

#include "core/catalog/Catalog.h"
#include "database/CatalogErrors.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

struct Migration;

// A row with the revision it had when it was read. Pass the revision back to
// update or delete it: the store refuses the edit (ConflictError) when someone
// changed the row in between.
template <typename T> struct Versioned {
    T value;
    std::int64_t revision = 0;
};

struct ImportCount {
    std::string table; // "gpus", "prices"...
    int added = 0;
    int updated = 0;
    int unchanged = 0;
};

struct ImportReport {
    std::vector<ImportCount> tables;
    std::vector<std::string> files; // what was read
    bool applied = false;           // false for a dry run
};

enum class ExportFormat { Csv, Json };

// What the built-in defaults of this build would add to a catalog file (CatalogStore::newDefaults).
struct DefaultsMerge {
    std::string revision; // of the built-in defaults
    // Per table, in import order: `added` the built-in rows the file lacks, `updated` the file's rows
    // that differ from the built-in row of the same id (kept as they are), `unchanged` the others.
    std::vector<ImportCount> tables;
    std::vector<std::string> added_rows; // "gpus: mi250x", "prices: b300, 40625 USD, 2026-05-01"
    // Rows of the file never edited since they were written (revision 1) that differ from the
    // built-in row only by cells the file leaves empty, a column added since (a system's
    // network_link): those cells are filled, nothing else changes. "systems: dgx-spark (network_link)".
    // They are not counted in `updated`.
    std::vector<std::string> filled_rows;
    bool applied = false;
    int added() const;
    int differing() const;
    int filled() const { return static_cast<int>(filled_rows.size()); }
};

// What a recovery operation did.
struct RecoveryResult {
    std::filesystem::path moved_aside;   // where the previous file went; empty when there was none
    std::filesystem::path restored_from; // the backup copied in (restoreLatestBackup)
};

// The GPU Planner catalog: one SQLite file (WAL, foreign keys on, busy timeout),
// its schema migrated forward on open after a backup copy, loaded into core's
// Catalog, edited through validated transactional operations, imported from and
// exported to CSV / JSON.
//
// Errors: InputError for bad values (the message names the field and the value),
// ConflictError for a row changed by someone else, ImportError for a refused
// import (every bad row listed), CatalogFileError for a file that cannot be used
// (never written to; see restoreLatestBackup and resetToDefaults),
// CatalogBusyError when another connection kept the file locked for longer
// than the busy timeout (retried with backoff until then), CatalogReadOnlyError
// for an edit of a catalog opened read-only.
//
// Opening is cheap (no full integrity check of a large file, nothing loaded);
// the WAL is kept bounded by checkpoints (WalCheckpoint.h).
//
// One CatalogStore per thread (the connection is opened without SQLite's
// mutex); several stores, in one process or many, may use the same file.
class CatalogStore {
public:
    struct Options {
        bool create_if_missing = true; // a missing file is created from the built-in defaults
        int busy_timeout_ms = 5000;
        // Tests only: stop at this schema version (-1: the latest), skip the default rows,
        // replace the built-in migrations.
        int target_version = -1;
        bool seed_defaults = true;
        const std::vector<Migration>* migrations = nullptr;
    };

    static CatalogStore open(const std::filesystem::path& path);
    static CatalogStore open(const std::filesystem::path& path, const Options& options);
    CatalogStore(CatalogStore&&) noexcept;
    CatalogStore& operator=(CatalogStore&&) noexcept;
    ~CatalogStore();

    const std::filesystem::path& path() const;

    // Closes the connection until the next call needs it; that call opens it again
    // (schema version checked, no full integrity check: the file was checked once).
    // A process that may open other files meanwhile (a file dialog guessing a file's
    // type, a hash, a preview) must hold no connection then: POSIX locks belong to the
    // process, and closing any descriptor of the catalog's files drops every lock
    // SQLite holds on them, so another process would delete the -wal this one still
    // writes to (SQLite's "How To Corrupt An SQLite Database File", 2.2). The window
    // releases its store whenever it returns to the event loop (onConnect).
    void release();
    bool connected() const;
    // Called each time the store opens its connection again after release().
    void onConnect(std::function<void()> callback);

    // Opened read-only: the file or its folder is not writable by this user. Every
    // read works; every edit and import throws CatalogReadOnlyError.
    bool readOnly() const;
    // The full PRAGMA integrity_check (open() runs it only on small files; see
    // CatalogIntegrity.h). CatalogFileError when it finds damage.
    void checkIntegrity();
    int schemaVersion() const;
    static int latestSchemaVersion();
    // The backup copy made before migrating this file on open, if one was made.
    std::optional<std::filesystem::path> migrationBackup() const;
    // Committed edits since the file was created, and the built-in defaults it started from.
    std::int64_t dataRevision() const;
    std::string defaultsRevision() const;
    // The revision of the built-in default catalog of this build.
    static std::string builtinDefaultsRevision();

    // The whole catalog. Catalog::version says "schema 3, defaults 2026.11.29, edit 4".
    Catalog load() const;

    // Single rows with their revision; nullopt when absent.
    std::optional<Versioned<GpuSpec>> findGpu(const std::string& id) const;
    std::optional<Versioned<InterconnectSpec>> findInterconnect(const std::string& id) const;
    std::optional<Versioned<GpuPrice>> findPrice(std::int64_t id) const;
    std::optional<Versioned<CloudOffer>> findOffer(const std::string& id) const;
    std::optional<Versioned<System>> findSystem(const std::string& id) const;
    std::optional<Versioned<ApiPrice>> findApiPrice(const std::string& id) const;
    std::optional<Versioned<BenchmarkRun>> findBenchmarkRun(std::int64_t id) const;
    std::optional<Versioned<CatalogModel>> findModel(const std::string& id) const;
    std::optional<Versioned<ExchangeRate>> findRate(const std::string& currency) const;
    std::optional<Currency> findCurrency(const std::string& code) const;

    // Every row of a table with its revision, in load()'s order (one query per table).
    std::vector<Versioned<GpuSpec>> gpuRows() const;
    std::vector<Versioned<InterconnectSpec>> interconnectRows() const;
    std::vector<Versioned<GpuPrice>> priceRows() const;
    std::vector<Versioned<CloudOffer>> offerRows() const;
    std::vector<Versioned<System>> systemRows() const;
    std::vector<Versioned<ApiPrice>> apiPriceRows() const;
    std::vector<Versioned<BenchmarkRun>> benchmarkRunRows() const;
    std::vector<Versioned<CatalogModel>> modelRows() const;
    std::vector<Versioned<ExchangeRate>> rateRows() const;
    // The prices / cloud offers of one GPU, in the same order, without reading the others.
    std::vector<Versioned<GpuPrice>> priceRowsOf(const std::string& gpu_id) const;
    std::vector<Versioned<CloudOffer>> offerRowsOf(const std::string& gpu_id) const;

    // What add() would refuse in a new row, without writing anything: every
    // problem, in add()'s words ("amount must be positive, got 0"), the id
    // already taken included. Empty when add() would accept it.
    std::vector<std::string> problemsToAdd(const GpuSpec& gpu) const;
    std::vector<std::string> problemsToAdd(const InterconnectSpec& interconnect) const;
    std::vector<std::string> problemsToAdd(const GpuPrice& price) const;
    std::vector<std::string> problemsToAdd(const CloudOffer& offer) const;
    std::vector<std::string> problemsToAdd(const System& system) const;
    std::vector<std::string> problemsToAdd(const ApiPrice& price) const;
    std::vector<std::string> problemsToAdd(const BenchmarkRun& run) const;
    std::vector<std::string> problemsToAdd(const CatalogModel& model) const;
    std::vector<std::string> problemsToAdd(const Currency& currency, const ExchangeRate& rate) const;

    // Edits, each validated and in its own transaction. add() refuses an existing
    // id; update() and delete*() take the revision that was read.
    void add(const GpuSpec& gpu);
    void add(const InterconnectSpec& interconnect);
    std::int64_t add(const GpuPrice& price); // returns the new row id (price.id is ignored)
    void add(const CloudOffer& offer);
    void add(const System& system);
    void add(const ApiPrice& price);
    std::int64_t add(const BenchmarkRun& run); // returns the new row id (run.id is ignored)
    // Several runs (the runs of benchmark files) in one transaction: all or nothing. Returns their
    // new ids, in order. InputError naming the run ("run 2: ...") when one is refused.
    std::vector<std::int64_t> addAll(const std::vector<BenchmarkRun>& runs);
    void add(const CatalogModel& model);
    void add(const Currency& currency);
    void update(const GpuSpec& gpu, std::int64_t expected_revision);
    void update(const InterconnectSpec& interconnect, std::int64_t expected_revision);
    void update(const GpuPrice& price, std::int64_t expected_revision);
    void update(const CloudOffer& offer, std::int64_t expected_revision);
    void update(const System& system, std::int64_t expected_revision);
    void update(const ApiPrice& price, std::int64_t expected_revision);
    void update(const BenchmarkRun& run, std::int64_t expected_revision);
    void update(const CatalogModel& model, std::int64_t expected_revision);
    void deleteGpu(const std::string& id, std::int64_t expected_revision);
    void deleteInterconnect(const std::string& id, std::int64_t expected_revision);
    void deletePrice(std::int64_t id, std::int64_t expected_revision);
    void deleteOffer(const std::string& id, std::int64_t expected_revision);
    void deleteSystem(const std::string& id, std::int64_t expected_revision);
    void deleteApiPrice(const std::string& id, std::int64_t expected_revision);
    void deleteBenchmarkRun(std::int64_t id, std::int64_t expected_revision);
    // Refused while an API price names the model (InputError, nothing deleted).
    void deleteModel(const std::string& id, std::int64_t expected_revision);
    // Adds or replaces the rate of a currency (no revision check: a rate is one figure).
    void setRate(const ExchangeRate& rate);
    // A currency with its exchange rate, in one transaction.
    void add(const Currency& currency, const ExchangeRate& rate);
    // A currency's name and rate, in one transaction; the rate's revision is
    // checked (0: the currency had no rate yet).
    void update(const Currency& currency, const ExchangeRate& rate, std::int64_t expected_rate_revision);
    // A currency and its rate; refused while prices, cloud offers or API prices use it.
    void deleteCurrency(const std::string& code, std::int64_t expected_rate_revision);

    std::optional<std::string> setting(const std::string& key) const;
    void setSetting(const std::string& key, const std::string& value);

    // Imports a folder (gpus.csv, prices.csv, ... and/or catalog.json), one CSV
    // file named after its table, or a catalog.json. Rows are added or replaced
    // by id (prices without an id are added). All or nothing: any bad row and
    // nothing is written; ImportError lists every bad row. A dry run checks
    // everything and writes nothing.
    ImportReport importPath(const std::filesystem::path& path, bool dry_run = false);
    // Writes every table: one CSV file per table, or one catalog.json. Returns the
    // files written. Each file is written to a temporary name and renamed.
    std::vector<std::filesystem::path> exportTo(const std::filesystem::path& dir, ExportFormat format) const;

    // The built-in rows of this build that the file lacks: a row of an id the file does not have (a
    // price: of a GPU, amount, currency, date and source it does not have). Nothing is written.
    DefaultsMerge newDefaults() const;
    // Adds them, all or nothing, and records the built-in revision as the file's defaults. Nothing
    // else changes: a row the user edited keeps the user's values, and the prices keep their ids (a
    // built-in price gets a new id). A built-in row the user deleted comes back: newDefaults() lists
    // it first. CatalogReadOnlyError for a read-only file.
    DefaultsMerge addNewDefaults();

    // The CSV / JSON file names of the tables, in import order.
    static std::vector<std::string> tableFileStems();

    // Recovery, for a file that open() refused (or any file). Both keep the
    // current file. A file that opens cleanly is copied to "<name>.bak-replaced-<time>"
    // (VACUUM INTO) and its content replaced in place through SQLite's online backup
    // API: other processes that have it open see one more committed write, and no
    // file is renamed under them. A file that cannot be opened is renamed
    // "<name>.damaged-<time>" with its -wal/-shm, and a new file takes its name.
    // Both refuse (InputError, nothing moved) a path that is a folder or another
    // kind of file than a catalog (CatalogIntegrity.h: refuseToMoveAside).
    // Backups ("<name>.bak-*"), newest first.
    static std::vector<std::filesystem::path> backups(const std::filesystem::path& path);
    // Copies the newest backup that opens cleanly into place. InputError when none.
    static RecoveryResult restoreLatestBackup(const std::filesystem::path& path);
    // A fresh catalog from the built-in defaults.
    static RecoveryResult resetToDefaults(const std::filesystem::path& path);

    // The backups taken before bulk changes (import, add new built-in rows, restore,
    // reset): at most this many of them are kept beside the catalog, the oldest removed.
    static constexpr int kKeptBulkBackups = 10;

    // The connection and how the file was opened: defined in CatalogStoreImpl.h, which
    // nothing outside database/ includes. impl() opens the connection again after release().
    struct Impl;
    Impl& impl() const;

private:
    struct Released;
    explicit CatalogStore(std::unique_ptr<Impl> impl);
    // The built-in catalog's tables as catalog.json holds them, read once per process from a
    // catalog seeded in a temporary folder (CatalogDefaultsMerge.cpp).
    static const nlohmann::json& builtinTables();
    mutable std::unique_ptr<Impl> impl_;
    std::unique_ptr<Released> released_; // what reconnecting needs, while impl_ is closed
    std::function<void()> on_connect_;
};

} // namespace gpuplan
