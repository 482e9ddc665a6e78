// Opening a catalog file (created from the defaults, checked, migrated after a
// backup) and reading it: the whole catalog, single rows, the rows of a table.
#include "database/CatalogStore.h"

#include "database/CatalogAccessMode.h"
#include "database/CatalogFiles.h"
#include "database/CatalogStoreImpl.h"
#include "database/Migrations.h"

#include <cerrno>
#include <unistd.h>

namespace gpuplan {

namespace fs = std::filesystem;
using tables::Value;

// ---- open -------------------------------------------------------------------

namespace {

using integrity::fileError;

void configure(SQLite::Database& db, int busy_timeout_ms) {
    db.exec(fmt::format("PRAGMA busy_timeout = {}", busy_timeout_ms));
    db.exec("PRAGMA foreign_keys = ON");
}

} // namespace

// What a released store needs to open its connection again.
struct CatalogStore::Released {
    fs::path path;
    int busy_timeout_ms = 5000;
    bool fully_checked = false;
    std::optional<fs::path> backup;
};

CatalogStore::CatalogStore(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
CatalogStore::CatalogStore(CatalogStore&&) noexcept = default;
CatalogStore& CatalogStore::operator=(CatalogStore&&) noexcept = default;
CatalogStore::~CatalogStore() = default;

CatalogStore CatalogStore::open(const fs::path& path) {
    return open(path, Options{});
}

namespace {

// A new catalog, built under a temporary name and linked into place.
void create(const fs::path& path, const CatalogStore::Options& options,
            const std::vector<Migration>& migrations, int target, int latest) {
    std::error_code ec;
    if (path.has_parent_path())
        fs::create_directories(path.parent_path(), ec);
    const fs::path tmp = files::tempName(path, "creating");
    fs::remove(tmp, ec);
    try {
        CatalogStore::Impl fresh(tmp, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        configure(fresh.db, options.busy_timeout_ms);
        // A temporary file, renamed into place once complete: no journal syncs needed.
        fresh.db.exec("PRAGMA journal_mode = MEMORY");
        fresh.db.exec("PRAGMA synchronous = OFF");
        applyMigrations(fresh.db, migrations, target);
        if (options.seed_defaults && target == latest && !options.migrations)
            fresh.seedDefaults();
    } catch (const SQLite::Exception& e) {
        fs::remove(tmp, ec);
        throw InputError(fmt::format("cannot create the catalog {}: {}", path.string(), e.what()));
    } catch (...) {
        fs::remove(tmp, ec);
        throw;
    }
    // link() never replaces: when another process created the catalog meanwhile, its file wins
    // (replacing a file someone has open would split it from its -wal file).
    const int linked = ::link(tmp.c_str(), path.c_str());
    const int link_errno = errno;
    fs::remove(tmp, ec);
    if (linked != 0 && link_errno != EEXIST)
        throw InputError(fmt::format("cannot create the catalog {}: {}", path.string(),
                                     std::generic_category().message(link_errno)));
}

// The connection to an existing file, its schema version checked (and the whole file when
// `full`); WAL and the per-connection settings for a writable file. Returns the version.
int connect(std::unique_ptr<CatalogStore::Impl>& impl, const fs::path& path, int busy_timeout_ms, bool full,
            int latest) {
    std::error_code ec;
    if (!fs::exists(path, ec))
        fileError(CatalogFileError::Reason::CannotOpen, path, "the file does not exist");
    if (fs::is_directory(path, ec))
        throw CatalogFileError(
            CatalogFileError::Reason::CannotOpen, path,
            fmt::format("{} is a folder, not a catalog file: pass --db FILE", path.string()));
    const access::Mode mode = access::modeFor(path);
    try {
        // One thread per store: no SQLite mutex.
        impl = std::make_unique<CatalogStore::Impl>(path, access::sqliteName(path, mode),
                                                    access::sqliteFlags(mode));
    } catch (const SQLite::Exception& e) {
        fileError(CatalogFileError::Reason::CannotOpen, path, e.what());
    }
    impl->read_only = mode != access::Mode::ReadWrite;
    impl->busy_timeout_ms = busy_timeout_ms;
    impl->fully_checked = full;
    impl->db.exec(fmt::format("PRAGMA busy_timeout = {}", busy_timeout_ms));
    const int version = integrity::checkExisting(impl->db, path, latest, full);
    configure(impl->db, busy_timeout_ms);
    if (!impl->read_only) {
        locking::execRetrying(impl->db, path, busy_timeout_ms, "PRAGMA journal_mode = WAL");
        impl->db.exec("PRAGMA synchronous = NORMAL"); // WAL: durable at checkpoints, never corrupt
        wal::configure(impl->db);
    }
    return version;
}

// Brings an older file to `target`: checked, backed up (VACUUM INTO), migrated.
void migrate(CatalogStore::Impl& impl, int version, int target, const CatalogStore::Options& options,
             const std::vector<Migration>& migrations, int latest) {
    if (!impl.fully_checked) {
        integrity::checkIntegrity(impl.db, impl.path); // before the backup and the migration
        impl.fully_checked = true;
    }
    if (version > 0)
        impl.backup = impl.backupTo(fmt::format("bak-v{}", version));
    applyMigrations(impl.db, migrations, target);
    if (version == 0 && options.seed_defaults && target == latest && !options.migrations)
        impl.seedDefaults();
    wal::truncate(impl.db, std::min(options.busy_timeout_ms, 2000), options.busy_timeout_ms);
}

} // namespace

CatalogStore CatalogStore::open(const fs::path& path, const Options& options) {
    const auto& migrations = options.migrations ? *options.migrations : builtinMigrations();
    const int latest = static_cast<int>(migrations.size());
    const int target = options.target_version < 0 ? latest : options.target_version;
    std::error_code ec;
    if (!fs::exists(path, ec) && !fs::is_symlink(path, ec)) {
        if (!options.create_if_missing)
            fileError(CatalogFileError::Reason::CannotOpen, path, "the file does not exist");
        create(path, options, migrations, target, latest);
    }
    std::unique_ptr<Impl> impl;
    const int version =
        connect(impl, path, options.busy_timeout_ms, integrity::fullCheckOnOpen(path), latest);
    if (impl->read_only) {
        if (version < target)
            throw CatalogReadOnlyError(
                path, fmt::format("the catalog {} is read-only (this user may not write the file or its "
                                  "folder) and has schema version {}: this build reads version {}, and "
                                  "cannot upgrade it. Open it once as a user who may write it, or copy "
                                  "it to a folder of yours and pass --db COPY.",
                                  path.string(), version, target));
        return CatalogStore(std::move(impl));
    }
    if (version < target)
        migrate(*impl, version, target, options, migrations, latest);
    return CatalogStore(std::move(impl));
}

void CatalogStore::release() {
    if (!impl_)
        return;
    released_ = std::make_unique<Released>(
        Released{impl_->path, impl_->busy_timeout_ms, impl_->fully_checked, impl_->backup});
    impl_.reset();
}

bool CatalogStore::connected() const {
    return impl_ != nullptr;
}

void CatalogStore::onConnect(std::function<void()> callback) {
    on_connect_ = std::move(callback);
}

CatalogStore::Impl& CatalogStore::impl() const {
    if (impl_)
        return *impl_;
    const Released& r = *released_;
    const int latest = latestSchemaVersion();
    std::unique_ptr<Impl> impl;
    const int version = connect(impl, r.path, r.busy_timeout_ms, false, latest);
    if (version < latest) {
        // Replaced meanwhile by an older file (a backup restored by an older build).
        if (impl->read_only)
            locking::throwReadOnly(r.path);
        migrate(*impl, version, latest, Options{}, builtinMigrations(), latest);
    }
    impl->fully_checked = impl->fully_checked || r.fully_checked;
    if (!impl->backup)
        impl->backup = r.backup;
    impl_ = std::move(impl);
    if (on_connect_)
        on_connect_();
    return *impl_;
}

const fs::path& CatalogStore::path() const {
    return impl_ ? impl_->path : released_->path;
}
bool CatalogStore::readOnly() const {
    return impl().read_only;
}
void CatalogStore::checkIntegrity() {
    integrity::checkIntegrity(impl().db, impl().path);
    impl().fully_checked = true;
}
int CatalogStore::schemaVersion() const {
    return impl().db.execAndGet("PRAGMA user_version").getInt();
}
int CatalogStore::latestSchemaVersion() {
    return static_cast<int>(builtinMigrations().size());
}
std::optional<fs::path> CatalogStore::migrationBackup() const {
    return impl().backup;
}
std::int64_t CatalogStore::dataRevision() const {
    const std::string v = impl().info("data_revision");
    return v.empty() ? 0 : std::stoll(v);
}
std::string CatalogStore::defaultsRevision() const {
    return impl().info("defaults_revision");
}

namespace {
template <typename T> std::vector<T> values(std::vector<Versioned<T>> rows) {
    std::vector<T> out;
    out.reserve(rows.size());
    for (auto& r : rows)
        out.push_back(std::move(r.value));
    return out;
}
} // namespace

Catalog CatalogStore::load() const {
    Catalog c;
    c.currencies = values(impl().selectAll(tables::currencyTable()));
    c.rates = values(impl().selectAll(tables::rateTable()));
    c.gpus = values(impl().selectAll(tables::gpuTable()));
    c.interconnects = values(impl().selectAll(tables::interconnectTable()));
    c.models = values(impl().selectAll(tables::modelTable()));
    c.prices = values(impl().selectAll(tables::priceTable()));
    c.offers = values(impl().selectAll(tables::offerTable()));
    c.systems = values(impl().selectAll(tables::systemTable()));
    c.api_prices = values(impl().selectAll(tables::apiPriceTable()));
    c.benchmark_runs = values(impl().selectAll(tables::benchmarkRunTable()));
    const std::string defaults = defaultsRevision();
    c.revision = {schemaVersion(), defaults, dataRevision()};
    c.version = fmt::format("schema {}, defaults {}, edit {}", schemaVersion(),
                            defaults.empty() ? "none" : defaults, dataRevision());
    return c;
}

std::optional<Versioned<GpuSpec>> CatalogStore::findGpu(const std::string& id) const {
    return impl().selectOne(tables::gpuTable(), id);
}
std::optional<Versioned<InterconnectSpec>> CatalogStore::findInterconnect(const std::string& id) const {
    return impl().selectOne(tables::interconnectTable(), id);
}
std::optional<Versioned<GpuPrice>> CatalogStore::findPrice(std::int64_t id) const {
    return impl().selectOne(tables::priceTable(), Value(id));
}
std::optional<Versioned<CloudOffer>> CatalogStore::findOffer(const std::string& id) const {
    return impl().selectOne(tables::offerTable(), id);
}
std::optional<Versioned<CatalogModel>> CatalogStore::findModel(const std::string& id) const {
    return impl().selectOne(tables::modelTable(), id);
}
std::optional<Versioned<ExchangeRate>> CatalogStore::findRate(const std::string& currency) const {
    return impl().selectOne(tables::rateTable(), currency);
}

std::optional<Currency> CatalogStore::findCurrency(const std::string& code) const {
    auto row = impl().selectOne(tables::currencyTable(), code);
    if (!row)
        return std::nullopt;
    return std::move(row->value);
}

std::vector<Versioned<GpuSpec>> CatalogStore::gpuRows() const {
    return impl().selectAll(tables::gpuTable());
}
std::vector<Versioned<InterconnectSpec>> CatalogStore::interconnectRows() const {
    return impl().selectAll(tables::interconnectTable());
}
std::vector<Versioned<GpuPrice>> CatalogStore::priceRows() const {
    return impl().selectAll(tables::priceTable());
}
std::vector<Versioned<GpuPrice>> CatalogStore::priceRowsOf(const std::string& gpu_id) const {
    return impl().selectWhere(tables::priceTable(), "gpu_id", gpu_id);
}
std::vector<Versioned<CloudOffer>> CatalogStore::offerRowsOf(const std::string& gpu_id) const {
    return impl().selectWhere(tables::offerTable(), "gpu_id", gpu_id);
}
std::vector<Versioned<CloudOffer>> CatalogStore::offerRows() const {
    return impl().selectAll(tables::offerTable());
}
std::optional<Versioned<System>> CatalogStore::findSystem(const std::string& id) const {
    return impl().selectOne(tables::systemTable(), id);
}
std::vector<Versioned<System>> CatalogStore::systemRows() const {
    return impl().selectAll(tables::systemTable());
}
std::optional<Versioned<ApiPrice>> CatalogStore::findApiPrice(const std::string& id) const {
    return impl().selectOne(tables::apiPriceTable(), id);
}
std::vector<Versioned<ApiPrice>> CatalogStore::apiPriceRows() const {
    return impl().selectAll(tables::apiPriceTable());
}
std::optional<Versioned<BenchmarkRun>> CatalogStore::findBenchmarkRun(std::int64_t id) const {
    return impl().selectOne(tables::benchmarkRunTable(), Value(id));
}
std::vector<Versioned<BenchmarkRun>> CatalogStore::benchmarkRunRows() const {
    return impl().selectAll(tables::benchmarkRunTable());
}
std::vector<Versioned<CatalogModel>> CatalogStore::modelRows() const {
    return impl().selectAll(tables::modelTable());
}
std::vector<Versioned<ExchangeRate>> CatalogStore::rateRows() const {
    return impl().selectAll(tables::rateTable());
}

} // namespace gpuplan
