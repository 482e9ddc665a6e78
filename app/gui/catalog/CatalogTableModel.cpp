#include "CatalogTableModel.h"

namespace gpuplan::gui {

CatalogTableModel::CatalogTableModel(std::unique_ptr<CatalogTableAdapter> adapter, EditRunner run,
                                     QObject* parent)
    : QAbstractTableModel(parent), adapter_(std::move(adapter)), run_(std::move(run)),
      headers_(adapter_->headers()) {}

void CatalogTableModel::reload(const CatalogStore& store) {
    beginResetModel();
    adapter_->reload(store);
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : adapter_->rowCount();
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(headers_.size());
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
        return adapter_->text(index.row(), index.column());
    return {};
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return headers_.value(section);
    return section + 1;
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const {
    auto f = QAbstractTableModel::flags(index);
    if (index.isValid() && adapter_->isEditable(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || !adapter_->isEditable(index.column()))
        return false;
    const QString text = value.toString();
    if (text == adapter_->text(index.row(), index.column()))
        return true; // nothing changed: nothing to write
    const int row = index.row();
    const int column = index.column();
    return run_([this, row, column, text] { return adapter_->setText(row, column, text); },
                tr("Edit %1 of row %2").arg(headers_.value(column)).arg(row + 1));
}

} // namespace gpuplan::gui
