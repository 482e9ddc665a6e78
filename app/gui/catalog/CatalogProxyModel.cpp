#include "gui/catalog/CatalogProxyModel.h"

#include "gui/catalog/CatalogTableModel.h"

namespace gpuplan::gui {

bool CatalogProxyModel::filterAcceptsRow(int source_row, const QModelIndex& source_parent) const {
    if (sourceModel()->index(source_row, 0, source_parent).data(CatalogTableModel::DraftRole).toBool())
        return true;
    return QSortFilterProxyModel::filterAcceptsRow(source_row, source_parent);
}

bool CatalogProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const bool descending = sortOrder() == Qt::DescendingOrder;
    if (left.data(CatalogTableModel::DraftRole).toBool())
        return descending;
    if (right.data(CatalogTableModel::DraftRole).toBool())
        return !descending;
    const QVariant l = left.data(CatalogTableModel::SortRole);
    const QVariant r = right.data(CatalogTableModel::SortRole);
    if (l.typeId() == QMetaType::Double && r.typeId() == QMetaType::Double)
        return l.toDouble() < r.toDouble();
    return QString::localeAwareCompare(l.toString(), r.toString()) < 0;
}

} // namespace gpuplan::gui
