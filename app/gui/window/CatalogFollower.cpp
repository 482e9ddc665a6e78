#include "gui/window/CatalogFollower.h"

#include "gui/catalog/CatalogWatch.h"
#include "gui/scenario/PlanSession.h"
#include "text/QtString.h"

#include "database/CatalogStore.h"

#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace gpuplan::gui {

using text::qs;

CatalogFollower::CatalogFollower(PlanSession* session, QMainWindow* window,
                                 std::function<void()> close_editor)
    : QObject(window), session_(session), window_(window), close_editor_(std::move(close_editor)) {
    setObjectName(QStringLiteral("catalogFollower"));
    connect(session_, &PlanSession::catalogChanged, this, &CatalogFollower::follow);
    follow();
}

void CatalogFollower::follow() {
    const QString path = QDir::fromNativeSeparators(session_->catalogPath());
    if (path != path_ || !watch_) {
        delete watch_;
        path_ = path;
        watch_ = path.isEmpty() ? nullptr : new CatalogWatch(path, this);
        if (watch_) {
            connect(watch_, &CatalogWatch::changedOutside, this, &CatalogFollower::reload);
            connect(watch_, &CatalogWatch::damaged, this, &CatalogFollower::onDamage);
        }
    }
    if (watch_)
        watch_->setKnownRevision(session_->catalog().revision.edit);
}

void CatalogFollower::reload(std::int64_t revision) {
    try {
        CatalogStore::Options options;
        options.create_if_missing = false;
        Catalog catalog = CatalogStore::open(path_.toStdString(), options).load();
        session_->setCatalog(std::move(catalog), session_->catalogPath());
    } catch (const CatalogFileError& e) {
        onDamage(qs(e.what()));
        return;
    } catch (const std::exception& e) {
        window_->statusBar()->showMessage(tr("The catalog could not be reloaded: %1").arg(qs(e.what())));
        return;
    }
    window_->statusBar()->showMessage(
        tr("The catalog was changed outside this window (edit %1): the results use the current rows.")
            .arg(revision),
        15000);
}

int CatalogFollower::askAboutDamage(const QString& message) {
    if (answer_)
        return answer_(message);
    QMessageBox box(
        QMessageBox::Critical, tr("The catalog is damaged"),
        tr("%1\n\nPut the newest backup in its place? The damaged file is kept aside.").arg(message),
        QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("catalogDamaged"));
    auto* restore = box.addButton(tr("Restore the newest backup"), QMessageBox::AcceptRole);
    auto* reset = box.addButton(tr("Start from the built-in defaults"), QMessageBox::DestructiveRole);
    box.addButton(tr("Keep it as it is"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore ? 0 : box.clickedButton() == reset ? 1 : 2;
}

void CatalogFollower::onDamage(const QString& message) {
    if (asking_)
        return; // one question at a time (the editor and the watch may both find it)
    asking_ = true;
    const int answer = askAboutDamage(message);
    asking_ = false;
    if (answer == 2) {
        window_->statusBar()->showMessage(tr("The catalog is damaged: %1").arg(message));
        return;
    }
    if (close_editor_)
        close_editor_();
    const std::filesystem::path path = path_.toStdString();
    try {
        const RecoveryResult r =
            answer == 0 ? CatalogStore::restoreLatestBackup(path) : CatalogStore::resetToDefaults(path);
        session_->setCatalog(CatalogStore::open(path).load(), session_->catalogPath());
        window_->statusBar()->showMessage(
            answer == 0 ? tr("Restored %1; the damaged file was kept as %2.")
                              .arg(qs(r.restored_from.string()), qs(r.moved_aside.string()))
                        : tr("The built-in defaults are in place; the damaged file was kept as %1.")
                              .arg(qs(r.moved_aside.string())));
        Q_EMIT catalogReplaced();
    } catch (const std::exception& e) {
        window_->statusBar()->showMessage(tr("The catalog could not be restored: %1").arg(qs(e.what())));
    }
}

} // namespace gpuplan::gui
