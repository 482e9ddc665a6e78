// The catalog editor's operations on the whole file: Restore defaults, Restore latest backup (the
// file replaced, the previous one kept aside) and Add new built-in rows (the rows of this version's
// defaults the file lacks, added in place).
#include "gui/catalog/CatalogWindow.h"

#include "text/QtString.h"

#include <QLabel>
#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>

namespace gpuplan::gui {

using text::qs;

void CatalogWindow::askToAddNewDefaults() {
    DefaultsMerge plan;
    try {
        plan = store_->newDefaults();
    } catch (const std::exception& e) {
        showMessage(qs(e.what()), true);
        return;
    }
    if (plan.added() == 0) {
        showMessage(tr("The catalog already has every built-in row of this version (defaults %1).")
                        .arg(qs(plan.revision)),
                    false);
        return;
    }
    if (QMessageBox::question(this, tr("Add new built-in rows"), newDefaultsQuestion(plan)) ==
        QMessageBox::Yes)
        addNewDefaults();
}

void CatalogWindow::reloadTables(const QString& error) {
    buildModels();
    afterChange(error);
    fitColumns();
}

void CatalogWindow::replaceFile(const std::function<RecoveryResult(const std::filesystem::path&)>& how,
                                const QString& done) {
    undo_->clear();
    hideCellMessage();
    store_.reset(); // closed before the file is moved aside
    RecoveryResult r;
    QString error;
    try {
        r = how(path_);
    } catch (const std::exception& e) {
        error = qs(e.what());
    }
    try {
        openStore();
    } catch (const std::exception& e) {
        // Nothing usable at the path (a damaged file and no backup): the editor closes, the
        // main window says why and offers what can be done.
        watch_->stop();
        Q_EMIT damageFound(qs(e.what()));
        QTimer::singleShot(0, this, &QWidget::close);
        return;
    }
    reloadTables(error);
    if (error.isEmpty())
        showMessage(done.arg(r.moved_aside.empty() ? tr("(there was no file)") : qs(r.moved_aside.string())),
                    false);
}

bool CatalogWindow::restoreDefaults() {
    replaceFile(&CatalogStore::resetToDefaults,
                tr("The built-in defaults are in place; the previous catalog was "
                   "kept as %1."));
    return message_->styleSheet().isEmpty();
}

QString CatalogWindow::newDefaultsQuestion(const DefaultsMerge& plan) const {
    QString text = tr("Add the %n built-in row(s) of this version (defaults %1) that the catalog lacks?", "",
                      plan.added())
                       .arg(qs(plan.revision));
    if (plan.differing() > 0)
        text += QLatin1Char(' ') +
                tr("%n row(s) of the catalog differ from the built-in ones and stay as they are "
                   "(Restore defaults takes them all).",
                   "", plan.differing());
    if (plan.filled() > 0)
        text +=
            QLatin1Char(' ') + tr("%n built-in row(s) the catalog never edited get the cells this version "
                                  "adds to them (a system's network link), and nothing else.",
                                  "", plan.filled());
    text += QLatin1Char(' ') + tr("A built-in row you deleted comes back.");
    return text;
}

bool CatalogWindow::addNewDefaults() {
    undo_->clear();
    hideCellMessage();
    QString error;
    DefaultsMerge done;
    try {
        done = store_->addNewDefaults();
    } catch (const std::exception& e) {
        error = qs(e.what());
    }
    reloadTables(error);
    if (error.isEmpty()) {
        QString text = tr("Added %n built-in row(s) (defaults %1); the catalog's own rows are unchanged.", "",
                          done.added())
                           .arg(qs(done.revision));
        if (done.filled() > 0)
            text += QLatin1Char(' ') +
                    tr("Filled the new cells of %n built-in row(s) never edited.", "", done.filled());
        showMessage(text, false);
    }
    return error.isEmpty();
}

bool CatalogWindow::restoreLatestBackup() {
    replaceFile(&CatalogStore::restoreLatestBackup,
                tr("The newest backup is in place; the previous catalog was "
                   "kept as %1."));
    return message_->styleSheet().isEmpty();
}

} // namespace gpuplan::gui
