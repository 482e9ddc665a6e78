#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace gpuplan {
class CatalogStore;
struct Catalog;
} // namespace gpuplan

namespace gpuplan::gui {

// One reversible change to the catalog file. apply() and revert() each run one
// or more validated store operations and throw InputError (ConflictError for a
// row someone else changed) with the store's message; nothing is written then.
struct CatalogEdit {
    std::function<void()> apply;
    std::function<void()> revert;
    std::function<QString()> key = {}; // an added row: its key, once applied
};

// How a cell is shown and edited.
enum class CellKind {
    Text,   // a line edit
    Number, // a line edit; sorted by value, right-aligned
    Bool,   // a check box
    Choice, // a combo box of choices()
};

// What the catalog says about one cell beyond its value: how a figure no vendor publishes was
// derived, or why an empty cell stays empty. Shown as the cell's tooltip; derived figures are
// set in italics.
struct CellNote {
    QString text;
    bool derived = false;
};

struct ColumnInfo {
    QString header;     // with its unit: "Memory bandwidth (GB/s)"
    QStringList fields; // the store's names for it ("memory_bandwidth_bytes_per_s"), as in its messages
    CellKind kind = CellKind::Text;
    bool editable = true; // on saved rows (false: computed, or the row's id)
    bool key = false;     // the row's id: typed on a new row only
};

// The rows of one catalog table as the editor shows them: text cells with units
// in the headers, each row with the revision it had when it was read, and at
// most one new row being filled in (the draft) that is not in the file until
// the store accepts it. Edits are built here and run by the caller
// (CatalogWindow, via the undo stack).
class CatalogTableAdapter {
public:
    virtual ~CatalogTableAdapter() = default;

    virtual QString title() const = 0;
    virtual int columnCount() const = 0;
    virtual const ColumnInfo& column(int column) const = 0;
    // The values a Choice column offers (GPU ids, currencies, the store's fixed lists).
    virtual QStringList choices(int column) const = 0;
    virtual void reload(const CatalogStore& store, const Catalog& catalog) = 0;

    // Saved rows (the draft is not one of them).
    virtual int rowCount() const = 0;
    virtual QString text(int row, int column) const = 0;
    virtual bool isEditable(int row, int column) const = 0;
    // The row's id as text ("rtx-4090", "12").
    virtual QString key(int row) const = 0;
    // The GPU a row is about ("" when the table has no GPU column).
    virtual QString gpuId(int row) const = 0;
    // What the row says about one of its cells (none by default).
    virtual CellNote note(int /*row*/, int /*column*/) const { return {}; }

    // Throw InputError for a value that cannot even be read (not a number).
    virtual CatalogEdit setText(int row, int column, const QString& text) = 0;
    virtual CatalogEdit remove(int row) = 0;

    // The draft: a new row with defaults (`like_row` >= 0: a copy of that row
    // under a free id; prices dated today), its cells, what the store would
    // still refuse in it (store.problemsToAdd), and the edit that adds it.
    virtual void startDraft(int like_row, const QString& gpu_id) = 0;
    virtual void discardDraft() = 0;
    virtual bool hasDraft() const = 0;
    virtual QString draftText(int column) const = 0;
    virtual bool isDraftEditable(int column) const = 0;
    virtual void setDraftText(int column, const QString& text) = 0; // throws InputError when unreadable
    virtual QStringList draftProblems() const = 0;
    virtual CatalogEdit addDraft() = 0;
};

// The editable tables, over the store they write to (which must outlive them).
std::unique_ptr<CatalogTableAdapter> makeGpuTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makePriceTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeOfferTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeInterconnectTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeModelTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeCurrencyTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeSystemTable(CatalogStore& store);   // CatalogSystemTable.cpp
std::unique_ptr<CatalogTableAdapter> makeApiPriceTable(CatalogStore& store); // CatalogApiPriceTable.cpp
std::unique_ptr<CatalogTableAdapter>
makeBenchmarkRunTable(CatalogStore& store); // CatalogBenchmarkRunTable.cpp

} // namespace gpuplan::gui
