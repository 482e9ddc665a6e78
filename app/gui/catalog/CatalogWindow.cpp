#include "CatalogWindow.h"

#include "CatalogEditCommand.h"
#include "CatalogTableModel.h"
#include "ImportPreviewDialog.h"
#include "PriceHistoryWidget.h"

#include <QAction>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan::gui {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

const char* const kTableNames[] = {"gpus", "prices", "offers", "interconnects", "models"};

} // namespace

CatalogWindow::CatalogWindow(const QString& catalog_path, QWidget* parent)
    : QMainWindow(parent), path_(catalog_path.toStdString()),
      store_(std::make_unique<CatalogStore>(CatalogStore::open(path_))) {
    setObjectName(QStringLiteral("catalogWindow"));
    setWindowTitle(tr("Catalog - %1").arg(catalog_path));
    undo_ = new QUndoStack(this);
    undo_->setObjectName(QStringLiteral("catalogUndo"));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    search_ = new QLineEdit(central);
    search_->setObjectName(QStringLiteral("catalogSearch"));
    search_->setPlaceholderText(tr("Search all columns of the tables..."));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);

    tabs_ = new QTabWidget(central);
    tabs_->setObjectName(QStringLiteral("catalogTabs"));
    for (int t = 0; t < TableCount; ++t) {
        auto* view = new QTableView(tabs_);
        view->setObjectName(QStringLiteral("table_%1").arg(QLatin1String(kTableNames[t])));
        view->setSortingEnabled(true);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->setAlternatingRowColors(true);
        view->horizontalHeader()->setStretchLastSection(true);
        view->verticalHeader()->setVisible(false);
        view->setWordWrap(false); // one line per row; the whole text is in the tooltip
        view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
        view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::AnyKeyPressed);
        auto* proxy = new QSortFilterProxyModel(this);
        proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy->setFilterKeyColumn(-1);
        view->setModel(proxy);
        views_[t] = view;
        proxies_[t] = proxy;
    }
    history_ = new PriceHistoryWidget(tabs_);
    history_->setObjectName(QStringLiteral("priceHistory"));
    buildModels();
    for (int t = 0; t < TableCount; ++t)
        tabs_->addTab(views_[t], models_[t]->adapter().title());
    tabs_->addTab(history_, tr("Price history"));
    layout->addWidget(tabs_, 1);

    message_ = new QLabel(central);
    message_->setObjectName(QStringLiteral("catalogMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message_);
    showMessage(tr("Double-click a cell to edit it. Every change is saved to the catalog at once and can be "
                   "undone while this window is open."),
                false);
    setCentralWidget(central);

    connect(search_, &QLineEdit::textChanged, this, [this](const QString& text) {
        for (auto* proxy : proxies_)
            proxy->setFilterFixedString(text);
    });
    // The price history follows the GPU of the row being looked at.
    for (Table t : {Gpus, Prices, Offers})
        connect(views_[t]->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, t] {
            const int row = currentSourceRow(t);
            if (row >= 0)
                history_->showGpu(models_[t]->adapter().gpuId(row));
        });

    auto* bar = addToolBar(tr("Catalog"));
    bar->setObjectName(QStringLiteral("catalogToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto add_action = [this, bar](const QString& name, const QString& text, auto slot) {
        auto* a = bar->addAction(text);
        a->setObjectName(name);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add_action(QStringLiteral("actionAddRow"), tr("Add"), [this] {
        const Table t = currentTable();
        if (t == TableCount)
            return;
        const int row = currentSourceRow(t);
        if (models_[t]->rowCount() == 0 || !duplicateRow(t, row >= 0 ? row : 0) || t != Prices)
            return;
        // The new price has the highest id: put the cursor in its amount, ready to type.
        auto* proxy = proxies_[Prices];
        int newest = -1;
        for (int r = 0; r < proxy->rowCount(); ++r)
            if (newest < 0 ||
                proxy->index(r, 0).data().toLongLong() > proxy->index(newest, 0).data().toLongLong())
                newest = r;
        if (newest >= 0) {
            const QModelIndex amount = proxy->index(newest, 2);
            views_[Prices]->setCurrentIndex(amount);
            views_[Prices]->scrollTo(amount);
            views_[Prices]->edit(amount);
        }
    })->setToolTip(tr("A new row from the selected one (a new price is dated today); then edit its cells"));
    add_action(QStringLiteral("actionDuplicateRow"), tr("Duplicate"), [this] {
        const Table t = currentTable();
        if (t != TableCount && currentSourceRow(t) >= 0)
            duplicateRow(t, currentSourceRow(t));
    });
    add_action(QStringLiteral("actionDeleteRow"), tr("Delete"), [this] {
        const Table t = currentTable();
        if (t != TableCount && currentSourceRow(t) >= 0)
            deleteRow(t, currentSourceRow(t));
    })->setShortcut(QKeySequence::Delete);
    bar->addSeparator();
    auto* undo = undo_->createUndoAction(this, tr("Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    auto* redo = undo_->createRedoAction(this, tr("Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    add_action(QStringLiteral("actionImport"), tr("Import..."), [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Import into the catalog"), {},
                                                          tr("Catalog files (*.csv *.json)"));
        if (!file.isEmpty())
            previewImport(file);
    });
    add_action(QStringLiteral("actionExportCsv"), tr("Export CSV..."), [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export the catalog as CSV files"));
        if (!dir.isEmpty())
            exportTo(dir, ExportFormat::Csv);
    });
    add_action(QStringLiteral("actionExportJson"), tr("Export JSON..."), [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export the catalog as catalog.json"));
        if (!dir.isEmpty())
            exportTo(dir, ExportFormat::Json);
    });
    bar->addSeparator();
    add_action(QStringLiteral("actionRestoreDefaults"), tr("Restore defaults..."), [this] {
        if (QMessageBox::question(
                this, tr("Restore defaults"),
                tr("Replace the catalog with the built-in defaults? The current file is kept "
                   "as a backup next to it.")) == QMessageBox::Yes)
            restoreDefaults();
    });
    add_action(QStringLiteral("actionRestoreBackup"), tr("Restore latest backup..."), [this] {
        if (QMessageBox::question(this, tr("Restore latest backup"),
                                  tr("Put the newest backup in place? The current file is kept as a "
                                     "backup.")) == QMessageBox::Yes)
            restoreLatestBackup();
    });

    ask_cascade_ = [this](const QString& gpu, int prices, int offers) {
        return QMessageBox::question(this, tr("Delete GPU"),
                                     tr("%1 prices and %2 cloud offers refer to %3. Delete them with it?\n"
                                        "(Cancel keeps everything.)")
                                         .arg(prices)
                                         .arg(offers)
                                         .arg(gpu),
                                     QMessageBox::Yes | QMessageBox::Cancel) == QMessageBox::Yes;
    };

    reloadAll();
    known_revision_ = store_->dataRevision();
    watch_ = new QTimer(this);
    watch_->setObjectName(QStringLiteral("catalogWatch"));
    watch_->setInterval(1000);
    connect(watch_, &QTimer::timeout, this, &CatalogWindow::checkForOutsideChanges);
    watch_->start();
    resize(1100, 650);
}

CatalogWindow::~CatalogWindow() = default;

void CatalogWindow::buildModels() {
    const std::array<std::unique_ptr<CatalogTableAdapter> (*)(CatalogStore&), TableCount> makers = {
        &makeGpuTable, &makePriceTable, &makeOfferTable, &makeInterconnectTable, &makeModelTable};
    auto run = [this](const std::function<CatalogEdit()>& make, const QString& description) {
        return runEdit([&make] { return std::vector<CatalogEdit>{make()}; }, description);
    };
    for (int t = 0; t < TableCount; ++t) {
        auto* old = models_[t];
        models_[t] = new CatalogTableModel(makers[t](*store_), run, this);
        proxies_[t]->setSourceModel(models_[t]);
        delete old;
    }
}

void CatalogWindow::reloadAll() {
    for (auto* m : models_)
        m->reload(*store_);
    for (auto* v : views_)
        v->resizeColumnsToContents();
    for (auto* v : views_)
        for (int c = 0; c < v->model()->columnCount(); ++c)
            v->setColumnWidth(c, std::min(v->columnWidth(c), 260));
    history_->setCatalog(store_->load());
}

QString CatalogWindow::message() const {
    return message_->text();
}

void CatalogWindow::showMessage(const QString& text, bool error) {
    message_->setText(text);
    message_->setStyleSheet(error ? QStringLiteral("color: #b00020; font-weight: bold;") : QString());
}

void CatalogWindow::showTable(Table t) {
    tabs_->setCurrentIndex(t);
}

CatalogWindow::Table CatalogWindow::currentTable() const {
    const int i = tabs_->currentIndex();
    return i >= 0 && i < TableCount ? static_cast<Table>(i) : TableCount;
}

int CatalogWindow::currentSourceRow(Table t) const {
    const QModelIndex current = views_[t]->currentIndex();
    return current.isValid() ? proxies_[t]->mapToSource(current).row() : -1;
}

void CatalogWindow::setCascadeQuestion(std::function<bool(const QString&, int, int)> ask) {
    ask_cascade_ = std::move(ask);
}

bool CatalogWindow::runEdit(const std::function<std::vector<CatalogEdit>()>& make,
                            const QString& description) {
    std::vector<CatalogEdit> edits;
    try {
        edits = make();
        CatalogEditCommand::applyAll(edits);
    } catch (const ConflictError& e) {
        afterChange(
            tr("Not saved: someone else (another window or the command line) changed this row since it "
               "was shown. The table now shows their version; make your edit again if it still "
               "applies. (%1)")
                .arg(qs(e.what())));
        return false;
    } catch (const InputError& e) {
        showMessage(tr("Not saved: %1").arg(qs(e.what())), true);
        return false;
    }
    undo_->push(new CatalogEditCommand(description, std::move(edits), [this](const QString& error) {
        // Queued: the undo stack is still inside undo()/redo() here.
        const QString shown =
            error.isEmpty()
                ? error
                : tr("Undo/redo refused, nothing changed (the row was changed elsewhere): %1").arg(error);
        QMetaObject::invokeMethod(
            this, [this, shown] { afterChange(shown); }, Qt::QueuedConnection);
    }));
    afterChange({});
    showMessage(tr("Saved: %1").arg(description), false);
    return true;
}

void CatalogWindow::afterChange(const QString& error) {
    reloadAll();
    if (!error.isEmpty())
        showMessage(error, true);
    known_revision_ = store_->dataRevision();
    Q_EMIT catalogChanged();
}

bool CatalogWindow::duplicateRow(Table t, int source_row) {
    auto& adapter = models_[t]->adapter();
    return runEdit([&] { return std::vector<CatalogEdit>{adapter.duplicate(source_row)}; },
                   tr("New row in %1").arg(adapter.title()));
}

bool CatalogWindow::deleteRow(Table t, int source_row) {
    auto& adapter = models_[t]->adapter();
    if (t != Gpus)
        return runEdit([&] { return std::vector<CatalogEdit>{adapter.remove(source_row)}; },
                       tr("Delete row %1 of %2").arg(adapter.text(source_row, 0), adapter.title()));

    const QString gpu = adapter.gpuId(source_row);
    std::vector<int> price_rows;
    std::vector<int> offer_rows;
    for (int r = 0; r < models_[Prices]->rowCount(); ++r)
        if (models_[Prices]->adapter().gpuId(r) == gpu)
            price_rows.push_back(r);
    for (int r = 0; r < models_[Offers]->rowCount(); ++r)
        if (models_[Offers]->adapter().gpuId(r) == gpu)
            offer_rows.push_back(r);
    if ((!price_rows.empty() || !offer_rows.empty()) &&
        !ask_cascade_(gpu, static_cast<int>(price_rows.size()), static_cast<int>(offer_rows.size()))) {
        showMessage(tr("Nothing deleted: %1 is still used by prices or offers.").arg(gpu), false);
        return false;
    }
    return runEdit(
        [&] {
            std::vector<CatalogEdit> edits;
            for (int r : price_rows)
                edits.push_back(models_[Prices]->adapter().remove(r));
            for (int r : offer_rows)
                edits.push_back(models_[Offers]->adapter().remove(r));
            edits.push_back(adapter.remove(source_row));
            return edits;
        },
        tr("Delete GPU %1 with %2 prices and %3 offers")
            .arg(gpu)
            .arg(price_rows.size())
            .arg(offer_rows.size()));
}

ImportPreviewDialog* CatalogWindow::previewImport(const QString& path) {
    QStringList summary;
    QStringList errors;
    try {
        const ImportReport report = store_->importPath(path.toStdString(), /*dry_run=*/true);
        for (const auto& t : report.tables)
            summary << tr("%1: %2 added, %3 replaced, %4 unchanged")
                           .arg(qs(t.table))
                           .arg(t.added)
                           .arg(t.updated)
                           .arg(t.unchanged);
    } catch (const ImportError& e) {
        for (const auto& line : e.errors())
            errors << qs(line);
    } catch (const InputError& e) {
        errors << qs(e.what());
    }
    auto* dialog = new ImportPreviewDialog(path, summary, errors, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, path] { applyImport(path); });
    dialog->open();
    return dialog;
}

void CatalogWindow::applyImport(const QString& path) {
    try {
        store_->importPath(path.toStdString(), /*dry_run=*/false);
    } catch (const InputError& e) {
        showMessage(tr("Import refused, nothing written: %1").arg(qs(e.what())), true);
        return;
    }
    undo_->clear(); // an import is not undoable row by row; the store kept no half of it
    afterChange({});
    showMessage(tr("Imported %1").arg(path), false);
}

bool CatalogWindow::exportTo(const QString& dir, ExportFormat format) {
    try {
        const auto files = store_->exportTo(dir.toStdString(), format);
        showMessage(tr("Exported %n file(s) to %1", nullptr, static_cast<int>(files.size())).arg(dir), false);
        return true;
    } catch (const std::exception& e) {
        showMessage(tr("Export failed: %1").arg(qs(e.what())), true);
        return false;
    }
}

void CatalogWindow::replaceFile(const std::function<RecoveryResult(const std::filesystem::path&)>& how,
                                const QString& done) {
    undo_->clear();
    store_.reset(); // closed before the file is moved aside
    RecoveryResult r;
    QString error;
    try {
        r = how(path_);
    } catch (const std::exception& e) {
        error = qs(e.what());
    }
    store_ = std::make_unique<CatalogStore>(CatalogStore::open(path_));
    buildModels();
    afterChange(error);
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

bool CatalogWindow::restoreLatestBackup() {
    replaceFile(&CatalogStore::restoreLatestBackup,
                tr("The newest backup is in place; the previous catalog was "
                   "kept as %1."));
    return message_->styleSheet().isEmpty();
}

bool CatalogWindow::checkForOutsideChanges() {
    std::int64_t now = 0;
    try {
        now = store_->dataRevision();
    } catch (const std::exception&) {
        return false; // busy: next tick
    }
    if (now == known_revision_)
        return false;
    afterChange({});
    showMessage(tr("The catalog was changed outside this window (another window or the command line); the "
                   "tables show the current rows."),
                false);
    return true;
}

} // namespace gpuplan::gui
