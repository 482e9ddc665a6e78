#pragma once

#include "core/measured/BenchmarkFiles.h"
#include "database/CatalogStore.h"
#include "gui/catalog/CatalogProxyModel.h"
#include "gui/catalog/CatalogTableAdapter.h"
#include "gui/catalog/CatalogTableModel.h"

#include <QMainWindow>

#include <array>
#include <functional>
#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTimer;
class QToolBar;
class QUndoStack;

namespace gpuplan::gui {

class BenchmarkImportDialog;
class ImportPreviewDialog;
class PriceHistoryWidget;

// The catalog editor: one tab per table (GPUs, prices, cloud offers,
// interconnects, models, currencies with their exchange rates) with a search
// box, sorting, units in the headers, in-place editing of every column the
// store takes (check boxes for booleans, combo boxes for fixed lists), add (a
// new row filled in place and saved once the store accepts it) / duplicate /
// delete, undo / redo, a price-history chart, import with a preview, export,
// and restore defaults / latest backup. The store's validation is the only
// validation: a refused value is marked in its cell and the store's message is
// shown next to it (cellMessage()), and nothing is written. Changes made by
// another process (a second window, the CLI) are noticed by polling the file's
// data revision; an edit of a row that changed meanwhile is refused with a
// message and the fresh row is shown. The window holds no open connection to the
// file between two operations (CatalogStore::release).
//
// The main window opens it from its Catalog menu and recomputes its results on
// catalogChanged().
class CatalogWindow : public QMainWindow {
    Q_OBJECT
public:
    enum Table {
        Gpus,
        Prices,
        Offers,
        Interconnects,
        Models,
        Currencies,
        Systems,
        ApiPrices,
        BenchmarkRuns,
        TableCount
    };

    // Opens (or creates from the defaults) the catalog at `catalog_path`; throws
    // CatalogFileError for a file that cannot be used.
    explicit CatalogWindow(const QString& catalog_path, QWidget* parent = nullptr);
    ~CatalogWindow() override;

    CatalogStore& store();
    QUndoStack* undoStack() const { return undo_; }
    QTableView* tableView(Table t) const { return views_[t]; }
    CatalogTableModel* tableModel(Table t) const { return models_[t]; }
    PriceHistoryWidget* priceHistory() const { return history_; }
    // The last message shown under the tables (errors and confirmations).
    QString message() const;
    // The message shown next to a cell (a refused value, what a new row still
    // lacks); hidden when there is none.
    QLabel* cellMessage() const { return cell_message_; }

    // Selects the tab of a table.
    void showTable(Table t);
    // A new row at the bottom of the table, in edit mode: blank (prices and
    // offers: of the GPU of the selected row, dated today), or with
    // `like_source_row` >= 0 a copy of that row under a free id (prices dated
    // today). It is written as soon as the store accepts it, never before;
    // its refused cells are marked meanwhile. False when the table already
    // has a new row (then that one gets the focus).
    bool addRow(Table t, int like_source_row = -1);
    bool duplicateRow(Table t, int source_row) { return addRow(t, source_row); }
    // Tries to write the new row now (true when written).
    bool saveNewRow(Table t);
    void discardNewRow(Table t);
    // Deletes a row; deleting a GPU that prices or offers refer to asks first
    // (see setCascadeQuestion). Returns false when refused or cancelled.
    bool deleteRow(Table t, int source_row);
    // Asked before deleting a GPU that `prices` prices and `offers` offers refer
    // to: true deletes them with it, false cancels. Default: a message box.
    void setCascadeQuestion(std::function<bool(const QString& gpu_id, int prices, int offers)> ask);
    // The default question: a dialog with "Delete them too" and "Cancel".
    bool askCascade(const QString& gpu_id, int prices, int offers);

    // Checks the file (dry run) and opens the preview dialog (not modal-blocking);
    // accepting it applies the import. Returns the dialog.
    ImportPreviewDialog* previewImport(const QString& path);
    bool exportTo(const QString& dir, ExportFormat format);
    // Reads a benchmark tool's file (vllm bench serve, SGLang bench_serving, GuideLLM, llama-bench)
    // and opens a dialog (not modal-blocking) that asks what the file does not say; accepting it
    // adds the file's runs (addBenchmarkRuns). nullptr when the file cannot be read: the message
    // says why.
    BenchmarkImportDialog* importBenchmarkFile(const QString& path);
    // Adds the runs of `file`, completed with `hints`, in one undoable edit, and shows the Benchmark
    // runs tab. False (the message says why, nothing written) when a run is refused.
    bool addBenchmarkRuns(const measured::BenchmarkFile& file, const measured::RunHints& hints);
    // The current file is kept as a backup ("<name>.bak-replaced-<time>") first.
    bool restoreDefaults();
    bool restoreLatestBackup();
    // Adds the built-in rows of this version that the file lacks (CatalogStore::addNewDefaults): the
    // file's own rows are kept. Returns whether it worked; the message says how many were added.
    bool addNewDefaults();
    // What addNewDefaults would do, in a sentence (the menu action asks with it first).
    QString newDefaultsQuestion(const DefaultsMerge& plan) const;
    // Lists what addNewDefaults would add, asks, and adds them (the menu action).
    void askToAddNewDefaults();

    // Re-reads the catalog when another process changed it (the timer calls it
    // every second). Returns true when it had changed.
    bool checkForOutsideChanges();

Q_SIGNALS:
    // After every change of the catalog file: an edit, undo or redo, an import,
    // a restore, or another process's change noticed.
    void catalogChanged();
    // The catalog file was found damaged (an edit or a read met damage): the main window
    // offers to restore the newest backup.
    void damageFound(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Asks before dropping new rows that are not saved yet.
    void closeEvent(QCloseEvent* event) override;
    // Escape closes the editor (Ctrl+W too, from the Catalog menu). An open cell editor
    // takes Escape first, to cancel the edit.
    void keyPressEvent(QKeyEvent* event) override;

private:
    // The constructor's steps (CatalogWindowBuild.cpp), in this order, each using what the one
    // before made: the search box, the tabs and the message lines; the tabs' views and models;
    // what follows the views; the row actions' toolbar; the Catalog menu.
    QWidget* buildCentral();
    void buildTables(QWidget* central);
    void connectViews();
    QToolBar* buildToolBar();
    void buildFileMenu();
    void buildModels();
    void reloadAll();
    void fitColumns();
    CatalogTableModel::EditResult runEdit(const std::function<std::vector<CatalogEdit>()>& make,
                                          const QString& description);
    void afterChange(const QString& error);
    void showMessage(const QString& text, bool error);
    void showCellMessage(Table t, const QString& row_key, int column, const QString& text, bool error);
    void hideCellMessage();
    void placeCellMessage();
    QModelIndex proxyIndexOf(Table t, const QString& row_key, int column) const;
    void focusCell(Table t, const QString& row_key, int column, bool edit);
    int currentSourceRow(Table t) const;
    Table currentTable() const;
    void updateActions();
    void applyImport(const QString& path);
    // Every table read again after the whole file changed, and `error` shown when there is one.
    void reloadTables(const QString& error);
    void replaceFile(const std::function<RecoveryResult(const std::filesystem::path&)>& how,
                     const QString& done);

    // Opens store_ on path_, closed again whenever the window returns to the event loop.
    void openStore();
    void releaseWhenIdle();

    std::filesystem::path path_;
    std::unique_ptr<CatalogStore> store_;
    bool release_pending_ = false;
    std::int64_t known_revision_ = 0;
    QUndoStack* undo_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QLineEdit* search_ = nullptr;
    QLabel* message_ = nullptr;
    QLabel* cell_message_ = nullptr;
    struct CellRef {
        Table table = TableCount;
        QString key;
        int column = -1;
    } cell_message_at_;
    QAction* save_new_ = nullptr;
    QAction* discard_new_ = nullptr;
    QTimer* watch_ = nullptr;
    PriceHistoryWidget* history_ = nullptr;
    std::array<QTableView*, TableCount> views_{};
    std::array<CatalogProxyModel*, TableCount> proxies_{};
    std::array<CatalogTableModel*, TableCount> models_{};
    std::function<bool(const QString&, int, int)> ask_cascade_;
};

} // namespace gpuplan::gui
