#pragma once

// Notices what other processes do to a catalog file while a window shows it: an edit
// (the command line's add-price, another window, an import), a replacement (restore,
// reset), or damage.
//
// Every second it compares the file's signature — the inode, size and modification time
// of the catalog and of its -wal, read with stat(), which opens nothing — with the last
// one. Only when it changed does it open the catalog (through CatalogStore, which checks
// it) and read its edit counter; the connection is closed again at once, so the window
// never holds the file open while other code of the process may open files (see
// CatalogStore::release). A first run that created the file is watched the same way.

#include <QObject>
#include <QString>

#include <cstdint>
#include <filesystem>

class QTimer;

namespace gpuplan::gui {

class CatalogWatch : public QObject {
    Q_OBJECT
public:
    CatalogWatch(const QString& catalog_path, QObject* parent);

    // The edit counter the window shows; a change to another one is reported once.
    void setKnownRevision(std::int64_t revision) { known_ = revision; }
    std::int64_t knownRevision() const { return known_; }
    // Looks now (the timer calls it every second). True when it reported something.
    bool check();
    // Stops and starts the timer (while the window replaces the file itself).
    void pause();
    void resume();

    // The file's raw signature, from stat() alone: what changes with every commit.
    struct Signature {
        std::uintmax_t ino = 0, size = 0, wal_ino = 0, wal_size = 0;
        std::int64_t mtime_ns = 0, wal_mtime_ns = 0;
        bool operator==(const Signature&) const = default;
    };
    static Signature signatureOf(const std::filesystem::path& path);

Q_SIGNALS:
    // Another process committed a change: the catalog now has this edit counter.
    void changedOutside(std::int64_t revision);
    // The file cannot be used any more (damaged, replaced by another kind of file, gone):
    // the store's message. Reported once until the file's signature changes again.
    void damaged(const QString& message);

private:
    std::filesystem::path path_;
    QTimer* timer_ = nullptr;
    Signature last_{};
    std::int64_t known_ = -1;
    bool reported_damage_ = false;
};

} // namespace gpuplan::gui
