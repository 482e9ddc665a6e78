#pragma once

#include "CatalogTableAdapter.h"

#include <QAbstractTableModel>

#include <functional>
#include <memory>

namespace gpuplan::gui {

// A catalog table for a QTableView: display and edit text, headers with units.
// An edit is not written here: the model hands it to `run` (the window's undo
// stack), which returns false when the store refused it; the cell then keeps
// its value.
class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Builds the edit (may throw InputError) and runs it; false when refused.
    using EditRunner =
        std::function<bool(const std::function<CatalogEdit()>& make, const QString& description)>;

    CatalogTableModel(std::unique_ptr<CatalogTableAdapter> adapter, EditRunner run,
                      QObject* parent = nullptr);

    CatalogTableAdapter& adapter() { return *adapter_; }
    const CatalogTableAdapter& adapter() const { return *adapter_; }
    // Re-reads every row (and its revision) from the store.
    void reload(const CatalogStore& store);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

private:
    std::unique_ptr<CatalogTableAdapter> adapter_;
    EditRunner run_;
    QStringList headers_;
};

} // namespace gpuplan::gui
