#pragma once

#include <QStyledItemDelegate>

namespace gpuplan::gui {

// Editors: a combo box for Choice cells (committed as soon as a value is
// picked), a line edit otherwise; booleans are check boxes (no editor).
class CatalogItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // A refused cell gets a red frame too, so that it shows on a selected row.
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

} // namespace gpuplan::gui
