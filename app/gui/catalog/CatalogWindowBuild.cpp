// The catalog editor's widgets, built once by its constructor: the search box over a tab of
// each table and the price history, the message lines, the toolbar of row actions and the menu
// of what concerns the whole file.
#include "gui/catalog/CatalogWindow.h"

#include "gui/catalog/CatalogItemDelegate.h"
#include "gui/catalog/CatalogTableModel.h"
#include "gui/catalog/PriceHistoryWidget.h"
#include "widgets/FileDialogs.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuplan::gui {
namespace {

const char* const kTableNames[] = {"gpus",       "prices",  "offers",     "interconnects", "models",
                                   "currencies", "systems", "api_prices", "benchmark_runs"};

// The message next to a cell; a click puts it away.
class CellMessage : public QLabel {
public:
    explicit CellMessage(QWidget* parent) : QLabel(parent) {
        setObjectName(QStringLiteral("catalogCellMessage"));
        setWordWrap(true);
        setTextFormat(Qt::PlainText);
        setFocusPolicy(Qt::NoFocus);
        hide();
    }

protected:
    void mousePressEvent(QMouseEvent*) override { hide(); }
};

// A table's view, before its model: sorting, one selected row, edits in place.
QTableView* newTableView(int t, QTabWidget* tabs) {
    auto* view = new QTableView(tabs);
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
    view->setItemDelegate(new CatalogItemDelegate(view));
    view->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    // Up to three lines of header: the name and its unit over a narrow column of figures.
    view->horizontalHeader()->setFixedHeight(view->fontMetrics().lineSpacing() * 3 + 10);
    return view;
}

} // namespace

QWidget* CatalogWindow::buildCentral() {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    search_ = new QLineEdit(central);
    search_->setObjectName(QStringLiteral("catalogSearch"));
    search_->setPlaceholderText(tr("Search all columns of the tables..."));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);

    buildTables(central);
    layout->addWidget(tabs_, 1);

    cell_message_ = new CellMessage(this);

    message_ = new QLabel(central);
    message_->setObjectName(QStringLiteral("catalogMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message_);
    showMessage(tr("Double-click a cell to edit it. Every change is saved to the catalog at once and can be "
                   "undone while this window is open; a value the catalog refuses is marked and nothing is "
                   "written."),
                false);
    return central;
}

void CatalogWindow::buildTables(QWidget* central) {
    tabs_ = new QTabWidget(central);
    tabs_->setObjectName(QStringLiteral("catalogTabs"));
    // Nine tabs: on a small screen every one stays in view, its title shortened (whole in its
    // tool tip) rather than hidden behind scroll arrows.
    tabs_->setUsesScrollButtons(false);
    tabs_->setElideMode(Qt::ElideRight);
    for (int t = 0; t < TableCount; ++t) {
        auto* view = newTableView(t, tabs_);
        auto* proxy = new CatalogProxyModel(this);
        proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
        proxy->setFilterKeyColumn(-1);
        proxy->setSortRole(CatalogTableModel::SortRole);
        view->setModel(proxy);
        view->viewport()->installEventFilter(this);
        views_[t] = view;
        proxies_[t] = proxy;
    }
    history_ = new PriceHistoryWidget(tabs_);
    history_->setObjectName(QStringLiteral("priceHistory"));
    buildModels();
    for (int t = 0; t < TableCount; ++t) {
        tabs_->addTab(views_[t], models_[t]->adapter().title());
        tabs_->setTabToolTip(t, models_[t]->adapter().title());
        // The catalog's own order until a header is clicked.
        views_[t]->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    }
    tabs_->setTabToolTip(tabs_->addTab(history_, tr("Price history")), tr("Price history"));
}

void CatalogWindow::connectViews() {
    connect(search_, &QLineEdit::textChanged, this, [this](const QString& text) {
        for (auto* proxy : proxies_)
            proxy->setFilterFixedString(text);
    });
    // The price history follows the GPU of the row being looked at.
    for (Table t : {Gpus, Prices, Offers})
        connect(views_[t]->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, t] {
            const int row = currentSourceRow(t);
            if (row >= 0 && row != models_[t]->draftRow())
                history_->showGpu(models_[t]->adapter().gpuId(row));
            updateActions();
        });
    // The message next to a cell follows it.
    for (auto* view : views_) {
        connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this,
                &CatalogWindow::placeCellMessage);
        connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, &CatalogWindow::placeCellMessage);
        connect(view->horizontalHeader(), &QHeaderView::sectionResized, this,
                &CatalogWindow::placeCellMessage);
    }
    for (auto* proxy : proxies_) {
        connect(proxy, &QAbstractItemModel::layoutChanged, this, &CatalogWindow::placeCellMessage);
        connect(proxy, &QAbstractItemModel::rowsInserted, this, &CatalogWindow::placeCellMessage);
        connect(proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogWindow::placeCellMessage);
    }
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        hideCellMessage();
        updateActions();
    });
}

QToolBar* CatalogWindow::buildToolBar() {
    auto* bar = addToolBar(tr("Catalog"));
    bar->setObjectName(QStringLiteral("catalogToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto add_action = [this, bar](const QString& name, const QString& text, auto slot) {
        auto* a = bar->addAction(text);
        a->setObjectName(name);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add_action(QStringLiteral("actionAddRow"), tr("Add"),
               [this] {
                   if (currentTable() != TableCount)
                       addRow(currentTable());
               })
        ->setToolTip(tr("A new row at the bottom of the table: fill in its cells; it is saved as soon as the "
                        "catalog accepts it"));
    add_action(QStringLiteral("actionDuplicateRow"), tr("Duplicate"), [this] {
        const Table t = currentTable();
        if (t != TableCount && currentSourceRow(t) >= 0)
            addRow(t, currentSourceRow(t));
    })->setToolTip(tr("A new row copied from the selected one (a new price is dated today)"));
    save_new_ = add_action(QStringLiteral("actionSaveNewRow"), tr("Save new row"), [this] {
        if (currentTable() != TableCount)
            saveNewRow(currentTable());
    });
    save_new_->setToolTip(tr("Write the new row now, or show what the catalog still refuses in it"));
    discard_new_ = add_action(QStringLiteral("actionDiscardNewRow"), tr("Discard new row"), [this] {
        if (currentTable() != TableCount)
            discardNewRow(currentTable());
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
    return bar;
}

void CatalogWindow::buildFileMenu() {
    // What concerns the whole file lives in a menu, where no toolbar overflow arrow can
    // hide it (the toolbar keeps the row actions).
    auto* file_menu = menuBar()->addMenu(tr("&Catalog"));
    file_menu->setObjectName(QStringLiteral("catalogMenu"));
    auto add_menu_action = [this, file_menu](const QString& name, const QString& text, auto slot) {
        auto* a = file_menu->addAction(text);
        a->setObjectName(name);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add_menu_action(QStringLiteral("actionImport"), tr("Import..."), [this] {
        const QString file = widgets::openFileName(this, tr("Import into the catalog"), {},
                                                   tr("Catalog files (*.csv *.json)"));
        if (!file.isEmpty())
            previewImport(file);
    });
    add_menu_action(QStringLiteral("actionExportCsv"), tr("Export CSV..."), [this] {
        const QString dir = widgets::existingDirectory(this, tr("Export the catalog as CSV files"));
        if (!dir.isEmpty())
            exportTo(dir, ExportFormat::Csv);
    });
    add_menu_action(QStringLiteral("actionExportJson"), tr("Export JSON..."), [this] {
        const QString dir = widgets::existingDirectory(this, tr("Export the catalog as catalog.json"));
        if (!dir.isEmpty())
            exportTo(dir, ExportFormat::Json);
    });
    add_menu_action(QStringLiteral("actionImportBenchmarks"), tr("Import benchmark results..."), [this] {
        const QString file = widgets::openFileName(
            this, tr("Import measured serving runs"), {},
            tr("Benchmark results: vllm bench serve, SGLang, GuideLLM, llama-bench (*.json *.jsonl);;All "
               "files (*)"));
        if (!file.isEmpty())
            importBenchmarkFile(file);
    });
    file_menu->addSeparator();
    add_menu_action(QStringLiteral("actionRestoreDefaults"), tr("Restore defaults..."), [this] {
        if (QMessageBox::question(
                this, tr("Restore defaults"),
                tr("Replace the catalog with the built-in defaults? The current file is kept "
                   "as a backup next to it.")) == QMessageBox::Yes)
            restoreDefaults();
    });
    add_menu_action(QStringLiteral("actionAddDefaults"), tr("Add new built-in rows..."),
                    [this] { askToAddNewDefaults(); });
    add_menu_action(QStringLiteral("actionRestoreBackup"), tr("Restore latest backup..."), [this] {
        if (QMessageBox::question(this, tr("Restore latest backup"),
                                  tr("Put the newest backup in place? The current file is kept as a "
                                     "backup.")) == QMessageBox::Yes)
            restoreLatestBackup();
    });
    file_menu->addSeparator();
    add_menu_action(QStringLiteral("actionCloseEditor"), tr("&Close"), [this] {
        close();
    })->setShortcut(QKeySequence::Close);
}

} // namespace gpuplan::gui
