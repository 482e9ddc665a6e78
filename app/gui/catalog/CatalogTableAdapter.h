#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace gpuplan {
class CatalogStore;
}

namespace gpuplan::gui {

// One reversible change to the catalog file. apply() and revert() each run one
// or more validated store operations and throw InputError (ConflictError for a
// row someone else changed) with the store's message; nothing is written then.
struct CatalogEdit {
    std::function<void()> apply;
    std::function<void()> revert;
};

// The rows of one catalog table as the editor shows them: text cells with units
// in the headers, each row with the revision it had when it was read.
// Edits are built here and run by the caller (CatalogWindow, via the undo stack).
class CatalogTableAdapter {
public:
    virtual ~CatalogTableAdapter() = default;

    virtual QString title() const = 0;
    virtual QStringList headers() const = 0;
    virtual void reload(const CatalogStore& store) = 0;
    virtual int rowCount() const = 0;
    virtual QString text(int row, int column) const = 0;
    virtual bool isEditable(int column) const = 0;
    // The GPU a row is about ("" when the table has no GPU column).
    virtual QString gpuId(int row) const = 0;

    // Throw InputError for a value that cannot even be read (not a number).
    virtual CatalogEdit setText(int row, int column, const QString& text) = 0;
    // A copy of the row under a new id (prices: dated today).
    virtual CatalogEdit duplicate(int row) = 0;
    virtual CatalogEdit remove(int row) = 0;
};

// The five editable tables, over the store they write to (which must outlive them).
std::unique_ptr<CatalogTableAdapter> makeGpuTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makePriceTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeOfferTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeInterconnectTable(CatalogStore& store);
std::unique_ptr<CatalogTableAdapter> makeModelTable(CatalogStore& store);

} // namespace gpuplan::gui
