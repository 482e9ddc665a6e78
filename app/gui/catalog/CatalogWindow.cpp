#include "gui/catalog/CatalogWindow.h"

#include "gui/catalog/CatalogEditCommand.h"
#include "gui/catalog/CatalogTableModel.h"
#include "gui/catalog/ImportPreviewDialog.h"
#include "gui/catalog/PriceHistoryWidget.h"
#include "text/QtString.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

namespace gpuplan::gui {
namespace {

using text::qs;

const QString kErrorStyle = QStringLiteral(
    "QLabel { background: #fdecea; color: #6b0010; border: 1px solid #b00020; border-radius: 4px; "
    "padding: 4px 6px; }");
const QString kHintStyle = QStringLiteral(
    "QLabel { background: #fff4d6; color: #4d3300; border: 1px solid #c88a00; border-radius: 4px; "
    "padding: 4px 6px; }");

} // namespace

CatalogWindow::CatalogWindow(const QString& catalog_path, QWidget* parent)
    : QMainWindow(parent), path_(catalog_path.toStdString()) {
    openStore();
    setObjectName(QStringLiteral("catalogWindow"));
    setWindowTitle(tr("Catalog - %1").arg(catalog_path));
    undo_ = new QUndoStack(this);
    undo_->setObjectName(QStringLiteral("catalogUndo"));

    setCentralWidget(buildCentral());
    connectViews();
    QToolBar* bar = buildToolBar();
    buildFileMenu();
    auto* edit_menu = menuBar()->addMenu(tr("&Edit"));
    edit_menu->setObjectName(QStringLiteral("catalogEditMenu"));
    edit_menu->addActions(bar->actions());

    ask_cascade_ = [this](const QString& gpu, int prices, int offers) {
        return askCascade(gpu, prices, offers);
    };

    reloadAll();
    fitColumns();
    updateActions();
    known_revision_ = store_->dataRevision();
    watch_ = new QTimer(this);
    watch_->setObjectName(QStringLiteral("catalogWatch"));
    watch_->setInterval(1000);
    connect(watch_, &QTimer::timeout, this, &CatalogWindow::checkForOutsideChanges);
    watch_->start();
    // 1200 x 680, or the screen's room when it has less (a 1024 x 700 laptop).
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1200, 680);
    resize(std::min(1200, room.width()), std::min(680, room.height()));
}

CatalogWindow::~CatalogWindow() = default;

void CatalogWindow::openStore() {
    store_ = std::make_unique<CatalogStore>(CatalogStore::open(path_));
    // The connection is closed whenever the window returns to the event loop, and opened
    // again by the next read or edit: while a file dialog lists the catalog's folder (and
    // Qt reads files there to guess their type), this process holds no lock to lose.
    store_->onConnect([this] { releaseWhenIdle(); });
    releaseWhenIdle();
}

void CatalogWindow::releaseWhenIdle() {
    if (release_pending_)
        return;
    release_pending_ = true;
    QTimer::singleShot(0, this, [this] {
        release_pending_ = false;
        if (store_)
            store_->release();
    });
}

CatalogStore& CatalogWindow::store() {
    return *store_;
}

void CatalogWindow::buildModels() {
    const std::array<std::unique_ptr<CatalogTableAdapter> (*)(CatalogStore&), TableCount> makers = {
        &makeGpuTable,      &makePriceTable,  &makeOfferTable,    &makeInterconnectTable, &makeModelTable,
        &makeCurrencyTable, &makeSystemTable, &makeApiPriceTable, &makeBenchmarkRunTable};
    auto run = [this](const std::function<CatalogEdit()>& make, const QString& description) {
        return runEdit([&make] { return std::vector<CatalogEdit>{make()}; }, description);
    };
    for (int t = 0; t < TableCount; ++t) {
        auto* old = models_[t];
        models_[t] = new CatalogTableModel(makers[t](*store_), run, this);
        proxies_[t]->setSourceModel(models_[t]);
        const auto table = static_cast<Table>(t);
        connect(models_[t], &CatalogTableModel::cellMessage, this,
                [this, table](const QString& key, int column, const QString& text, bool error) {
                    showCellMessage(table, key, column, text, error);
                });
        connect(models_[t], &CatalogTableModel::draftSaved, this, [this, table](const QString& key) {
            hideCellMessage();
            showMessage(tr("Saved: the new row %1 is in the catalog.").arg(key), false);
            updateActions();
            // Once the editor that saved it has closed.
            QMetaObject::invokeMethod(
                this, [this, table, key] { focusCell(table, key, 0, false); }, Qt::QueuedConnection);
        });
        delete old;
    }
}

void CatalogWindow::reloadAll() {
    const Catalog catalog = store_->load();
    for (int t = 0; t < TableCount; ++t) {
        // The cursor stays on its row (found again by its key after a reset) and column.
        const QModelIndex current = views_[t]->currentIndex();
        const QString key =
            current.isValid() ? models_[t]->keyOf(proxies_[t]->mapToSource(current).row()) : QString();
        models_[t]->reload(*store_, catalog);
        if (!key.isEmpty() && !views_[t]->currentIndex().isValid()) { // the rows were reset
            const QModelIndex again = proxyIndexOf(static_cast<Table>(t), key, current.column());
            if (again.isValid())
                views_[t]->selectionModel()->setCurrentIndex(again, QItemSelectionModel::ClearAndSelect |
                                                                        QItemSelectionModel::Rows);
        }
    }
    history_->setCatalog(catalog);
    placeCellMessage();
}

void CatalogWindow::fitColumns() {
    for (auto* v : views_) {
        // As wide as the contents (the first rows), and the header wraps onto up to three
        // lines rather than widen a column of short figures.
        const QFontMetrics fm = v->fontMetrics();
        const auto* model = v->model();
        const int rows = std::min(model->rowCount(), 300);
        for (int c = 0; c < model->columnCount(); ++c) {
            int content = 0;
            for (int r = 0; r < rows; ++r) {
                const QModelIndex i = model->index(r, c);
                content = std::max(content, i.data(Qt::CheckStateRole).isValid()
                                                ? 24
                                                : fm.horizontalAdvance(i.data().toString()) + 14);
            }
            const QString title = model->headerData(c, Qt::Horizontal).toString();
            int header = 0; // the longest word of the header must fit
            for (const QString& word : title.split(QLatin1Char(' ')))
                header = std::max(header, fm.horizontalAdvance(word) + 18);
            // Wide enough for three lines (a third of the title and room for word breaks).
            const int title_width = fm.horizontalAdvance(title);
            header = std::max(header, std::min(title_width + 18, std::max(90, title_width / 3 + 30)));
            v->setColumnWidth(c, std::clamp(std::max(content, header), 48, 220));
        }
    }
}

void CatalogWindow::updateActions() {
    const Table t = currentTable();
    const bool draft = t != TableCount && models_[t]->hasDraft();
    if (save_new_)
        save_new_->setEnabled(draft);
    if (discard_new_)
        discard_new_->setEnabled(draft);
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

bool CatalogWindow::askCascade(const QString& gpu, int prices, int offers) {
    QMessageBox box(QMessageBox::Question, tr("Delete GPU %1").arg(gpu),
                    tr("%n price(s)", nullptr, prices) + tr(" and ") +
                        tr("%n cloud offer(s)", nullptr, offers) +
                        tr(" refer to %1. Delete them with it? (Undo brings them all back.)").arg(gpu),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("cascadeQuestion"));
    auto* remove = box.addButton(tr("Delete them too"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("cascadeDelete"));
    auto* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cascadeCancel"));
    box.setDefaultButton(cancel);
    box.exec();
    return box.clickedButton() == remove;
}

CatalogTableModel::EditResult CatalogWindow::runEdit(const std::function<std::vector<CatalogEdit>()>& make,
                                                     const QString& description) {
    std::vector<CatalogEdit> edits;
    try {
        edits = make();
        CatalogEditCommand::applyAll(edits);
    } catch (const ConflictError& e) {
        const QString text =
            tr("Not saved: someone else (another window or the command line) changed this row since it "
               "was shown. The table now shows their version; make your edit again if it still "
               "applies. (%1)")
                .arg(qs(e.what()));
        afterChange({});
        showMessage(text, true);
        return {text, true};
    } catch (const CatalogFileError& e) {
        showMessage(tr("Not saved: %1").arg(qs(e.what())), true);
        Q_EMIT damageFound(qs(e.what()));
        return {qs(e.what()), false};
    } catch (const InputError& e) {
        showMessage(tr("Not saved: %1").arg(qs(e.what())), true);
        return {qs(e.what()), false};
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
    hideCellMessage();
    for (auto* m : models_)
        m->clearErrors();
    afterChange({});
    showMessage(tr("Saved: %1").arg(description), false);
    return {};
}

void CatalogWindow::afterChange(const QString& error) {
    reloadAll();
    if (!error.isEmpty())
        showMessage(error, true);
    known_revision_ = store_->dataRevision();
    updateActions();
    Q_EMIT catalogChanged();
}

QModelIndex CatalogWindow::proxyIndexOf(Table t, const QString& row_key, int column) const {
    const int row = models_[t]->rowOfKey(row_key);
    if (row < 0 || column < 0 || column >= models_[t]->columnCount())
        return {};
    return proxies_[t]->mapFromSource(models_[t]->index(row, column));
}

void CatalogWindow::focusCell(Table t, const QString& row_key, int column, bool edit) {
    const QModelIndex index = proxyIndexOf(t, row_key, column);
    if (!index.isValid())
        return;
    showTable(t);
    views_[t]->setCurrentIndex(index);
    views_[t]->scrollTo(index);
    if (edit && (index.flags() & Qt::ItemIsEditable))
        views_[t]->edit(index);
}

void CatalogWindow::showCellMessage(Table t, const QString& row_key, int column, const QString& text,
                                    bool error) {
    cell_message_at_ = {t, row_key, column};
    cell_message_->setText(text);
    cell_message_->setStyleSheet(error ? kErrorStyle : kHintStyle);
    cell_message_->setProperty("error", error);
    if (cell_message_->parentWidget() != views_[t]->viewport())
        cell_message_->setParent(views_[t]->viewport());
    if (error)
        showMessage(text, true);
    placeCellMessage();
}

void CatalogWindow::hideCellMessage() {
    cell_message_at_ = {};
    cell_message_->hide();
}

void CatalogWindow::placeCellMessage() {
    const CellRef& at = cell_message_at_;
    if (at.table == TableCount)
        return;
    const QModelIndex index = proxyIndexOf(at.table, at.key, at.column);
    auto* view = views_[at.table];
    if (!index.isValid()) {
        cell_message_->hide();
        return;
    }
    // Under the cell (above it near the bottom), as wide as the text needs.
    const QRect cell = view->visualRect(index);
    const QRect area = view->viewport()->rect();
    const int width = std::clamp(std::max(cell.width(), 420), 120, std::max(120, area.width() - 8));
    cell_message_->setFixedWidth(width);
    const int height = cell_message_->heightForWidth(width);
    const int x = std::clamp(cell.left(), 4, std::max(4, area.width() - width - 4));
    int y = cell.bottom() + 3;
    if (y + height > area.height() && cell.top() - height - 3 >= 0)
        y = cell.top() - height - 3;
    cell_message_->setGeometry(x, y, width, height);
    cell_message_->show();
    cell_message_->raise();
}

bool CatalogWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize && cell_message_ && watched == cell_message_->parentWidget())
        placeCellMessage();
    return QMainWindow::eventFilter(watched, event);
}

void CatalogWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        event->accept();
        close();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void CatalogWindow::closeEvent(QCloseEvent* event) {
    QStringList unsaved;
    for (auto* m : models_)
        if (m->hasDraft())
            unsaved << m->adapter().title();
    if (!unsaved.isEmpty() &&
        QMessageBox::question(this, tr("New rows not saved"),
                              tr("The new rows in %1 are not in the catalog yet (the catalog still refuses "
                                 "them as they are). Close and drop them?")
                                  .arg(unsaved.join(QLatin1String(", "))),
                              QMessageBox::Discard | QMessageBox::Cancel,
                              QMessageBox::Cancel) != QMessageBox::Discard) {
        event->ignore();
        return;
    }
    for (int t = 0; t < TableCount; ++t)
        models_[t]->discardDraft();
    hideCellMessage();
    QMainWindow::closeEvent(event);
}

bool CatalogWindow::addRow(Table t, int like_source_row) {
    auto* model = models_[t];
    showTable(t);
    if (model->hasDraft()) {
        focusCell(t, CatalogTableModel::draftKey(), 0, false);
        showCellMessage(t, CatalogTableModel::draftKey(), 0,
                        tr("Finish or discard this new row first: the table takes one new row at a time."),
                        false);
        return false;
    }
    const int current = currentSourceRow(t);
    const QString gpu =
        current >= 0 && current != model->draftRow() ? model->adapter().gpuId(current) : QString();
    const QString like = like_source_row >= 0 ? model->keyOf(like_source_row) : QString();
    model->startDraft(like_source_row, gpu);
    updateActions();
    // The first cell still refused, else the first one to change (a copy: its id).
    const QStringList problems = model->adapter().draftProblems();
    int column = -1;
    for (const QString& p : problems)
        if (const int c = model->columnNamedIn(p); c >= 0 && model->adapter().isDraftEditable(c)) {
            column = c;
            break;
        }
    for (int c = 0; column < 0 && c < model->columnCount(); ++c)
        if (model->adapter().isDraftEditable(c))
            column = c;
    const QString what = like.isEmpty() ? tr("A new row: fill in the marked cells.")
                                        : tr("A copy of %1: change what differs.").arg(like);
    showCellMessage(t, CatalogTableModel::draftKey(), column,
                    problems.isEmpty()
                        ? tr("%1 It is saved when you change a cell, or with Save new row.").arg(what)
                        : tr("%1 It is saved as soon as the catalog accepts it; until then it is not in the "
                             "file. Still refused: %2")
                              .arg(what, problems.join(QLatin1String("; "))),
                    false);
    focusCell(t, CatalogTableModel::draftKey(), column, true);
    placeCellMessage();
    return true;
}

bool CatalogWindow::saveNewRow(Table t) {
    const bool saved = models_[t]->saveDraft();
    updateActions();
    return saved;
}

void CatalogWindow::discardNewRow(Table t) {
    models_[t]->discardDraft();
    if (cell_message_at_.table == t && cell_message_at_.key == CatalogTableModel::draftKey())
        hideCellMessage();
    showMessage(tr("The new row was discarded; nothing was written."), false);
    updateActions();
}

bool CatalogWindow::deleteRow(Table t, int source_row) {
    auto& adapter = models_[t]->adapter();
    if (source_row == models_[t]->draftRow()) {
        discardNewRow(t);
        return true;
    }
    if (t != Gpus)
        return runEdit([&] { return std::vector<CatalogEdit>{adapter.remove(source_row)}; },
                       tr("Delete %1 from %2").arg(adapter.key(source_row), adapter.title()))
            .saved();

    const QString gpu = adapter.gpuId(source_row);
    std::vector<int> price_rows;
    std::vector<int> offer_rows;
    for (int r = 0; r < models_[Prices]->adapter().rowCount(); ++r)
        if (models_[Prices]->adapter().gpuId(r) == gpu)
            price_rows.push_back(r);
    for (int r = 0; r < models_[Offers]->adapter().rowCount(); ++r)
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
                   .arg(offer_rows.size()))
        .saved();
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

bool CatalogWindow::checkForOutsideChanges() {
    std::int64_t now = 0;
    try {
        now = store_->dataRevision();
    } catch (const CatalogFileError& e) {
        watch_->stop(); // said once; the main window offers to restore it
        showMessage(qs(e.what()), true);
        Q_EMIT damageFound(qs(e.what()));
        return false;
    } catch (const std::exception&) {
        return false; // busy: next tick
    }
    if (now == known_revision_)
        return false;
    // Not under the user's fingers: a cell being typed into is re-read once it is
    // committed (and refused then if its row changed meanwhile).
    const QWidget* focus = QApplication::focusWidget();
    for (auto* view : views_)
        if (focus && view->viewport()->isAncestorOf(focus))
            return false;
    afterChange({});
    showMessage(tr("The catalog was changed outside this window (another window or the command line); the "
                   "tables show the current rows."),
                false);
    return true;
}

} // namespace gpuplan::gui
