#include "gui/catalog/CatalogWatch.h"

#include "database/CatalogStore.h"

#include <QTimer>

#include <sys/stat.h>

namespace gpuplan::gui {

namespace fs = std::filesystem;

namespace {

void signatureOfFile(const std::string& file, std::uintmax_t& ino, std::uintmax_t& size,
                     std::int64_t& mtime_ns) {
    struct stat st {};
    if (::stat(file.c_str(), &st) != 0)
        return; // absent: zeros
    ino = st.st_ino;
    size = static_cast<std::uintmax_t>(st.st_size);
    mtime_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
}

} // namespace

CatalogWatch::CatalogWatch(const QString& catalog_path, QObject* parent)
    : QObject(parent), path_(catalog_path.toStdString()), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("catalogWatch"));
    last_ = signatureOf(path_);
    timer_->setInterval(1000);
    connect(timer_, &QTimer::timeout, this, &CatalogWatch::check);
    timer_->start();
}

CatalogWatch::Signature CatalogWatch::signatureOf(const fs::path& path) {
    Signature s;
    signatureOfFile(path.string(), s.ino, s.size, s.mtime_ns);
    signatureOfFile(path.string() + "-wal", s.wal_ino, s.wal_size, s.wal_mtime_ns);
    return s;
}

bool CatalogWatch::check() {
    const Signature now = signatureOf(path_);
    if (now == last_)
        return false;
    std::int64_t revision = 0;
    try {
        CatalogStore::Options options;
        options.create_if_missing = false;
        revision = CatalogStore::open(path_, options).dataRevision();
    } catch (const CatalogBusyError&) {
        return false; // a long write under way: the next tick
    } catch (const std::exception& e) {
        last_ = now;
        if (reported_damage_)
            return false;
        reported_damage_ = true;
        Q_EMIT damaged(QString::fromUtf8(e.what()));
        return true;
    }
    last_ = now;
    reported_damage_ = false;
    if (revision == known_)
        return false; // this window's own edit, or a checkpoint
    known_ = revision;
    Q_EMIT changedOutside(revision);
    return true;
}

void CatalogWatch::pause() {
    timer_->stop();
}

void CatalogWatch::resume() {
    last_ = signatureOf(path_);
    timer_->start();
}

} // namespace gpuplan::gui
