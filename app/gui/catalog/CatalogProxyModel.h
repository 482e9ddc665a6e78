#pragma once

#include <QSortFilterProxyModel>

namespace gpuplan::gui {

// Filter and sort over a CatalogTableModel: numbers sort by value, the draft
// stays the last row whatever the order and whatever the filter.
class CatalogProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool filterAcceptsRow(int source_row, const QModelIndex& source_parent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

} // namespace gpuplan::gui
