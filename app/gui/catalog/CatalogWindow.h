#pragma once

#include "CatalogStore.h"
#include "CatalogTableAdapter.h"

#include <QMainWindow>

#include <array>
#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;
class QUndoStack;

namespace gpuplan::gui {

class CatalogTableModel;
class ImportPreviewDialog;
class PriceHistoryWidget;

// The catalog editor: one tab per table (GPUs, prices, cloud offers,
// interconnects, models) with a search box, in-place editing, add / duplicate /
// delete, undo / redo, a price-history chart, import with a preview, export,
// and restore defaults / latest backup. The store's validation is the only
// validation: a refused edit shows the store's message under the tables and
// nothing is written. Changes made by another process (a second window, the
// CLI) are noticed by polling the file's data revision; an edit of a row that
// changed meanwhile is refused with a message and the fresh row is shown.
//
// The main window opens it from its Catalog menu and recomputes its results on
// catalogChanged().
class CatalogWindow : public QMainWindow {
    Q_OBJECT
public:
    enum Table { Gpus, Prices, Offers, Interconnects, Models, TableCount };

    // Opens (or creates from the defaults) the catalog at `catalog_path`; throws
    // CatalogFileError for a file that cannot be used.
    explicit CatalogWindow(const QString& catalog_path, QWidget* parent = nullptr);
    ~CatalogWindow() override;

    CatalogStore& store() { return *store_; }
    QUndoStack* undoStack() const { return undo_; }
    QTableView* tableView(Table t) const { return views_[t]; }
    CatalogTableModel* tableModel(Table t) const { return models_[t]; }
    PriceHistoryWidget* priceHistory() const { return history_; }
    // The last message shown under the tables (errors and confirmations).
    QString message() const;

    // Selects the tab of a table.
    void showTable(Table t);
    // A copy of `source_row` (a row of the table model) as a new row; for prices
    // dated today. Returns false (message shown) when the store refused it.
    bool duplicateRow(Table t, int source_row);
    // Deletes a row; deleting a GPU that prices or offers refer to asks first
    // (see setCascadeQuestion). Returns false when refused or cancelled.
    bool deleteRow(Table t, int source_row);
    // Asked before deleting a GPU that `prices` prices and `offers` offers refer
    // to: true deletes them with it, false cancels. Default: a message box.
    void setCascadeQuestion(std::function<bool(const QString& gpu_id, int prices, int offers)> ask);

    // Checks the file (dry run) and opens the preview dialog (not modal-blocking);
    // accepting it applies the import. Returns the dialog.
    ImportPreviewDialog* previewImport(const QString& path);
    bool exportTo(const QString& dir, ExportFormat format);
    // The current file is kept as a backup ("<name>.bak-replaced-<time>") first.
    bool restoreDefaults();
    bool restoreLatestBackup();

    // Re-reads the catalog when another process changed it (the timer calls it
    // every second). Returns true when it had changed.
    bool checkForOutsideChanges();

Q_SIGNALS:
    // After every change of the catalog file: an edit, undo or redo, an import,
    // a restore, or another process's change noticed.
    void catalogChanged();

private:
    void buildModels();
    void reloadAll();
    bool runEdit(const std::function<std::vector<CatalogEdit>()>& make, const QString& description);
    void afterChange(const QString& error);
    void showMessage(const QString& text, bool error);
    int currentSourceRow(Table t) const;
    Table currentTable() const;
    void applyImport(const QString& path);
    void replaceFile(const std::function<RecoveryResult(const std::filesystem::path&)>& how,
                     const QString& done);

    std::filesystem::path path_;
    std::unique_ptr<CatalogStore> store_;
    std::int64_t known_revision_ = 0;
    QUndoStack* undo_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QLineEdit* search_ = nullptr;
    QLabel* message_ = nullptr;
    QTimer* watch_ = nullptr;
    PriceHistoryWidget* history_ = nullptr;
    std::array<QTableView*, TableCount> views_{};
    std::array<QSortFilterProxyModel*, TableCount> proxies_{};
    std::array<CatalogTableModel*, TableCount> models_{};
    std::function<bool(const QString&, int, int)> ask_cascade_;
};

} // namespace gpuplan::gui
