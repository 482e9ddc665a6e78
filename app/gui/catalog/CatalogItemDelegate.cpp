#include "gui/catalog/CatalogItemDelegate.h"

#include "gui/catalog/CatalogTableAdapter.h"
#include "gui/catalog/CatalogTableModel.h"

#include <QColor>
#include <QComboBox>
#include <QPainter>
#include <QPen>

namespace gpuplan::gui {

void CatalogItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                const QModelIndex& index) const {
    QStyledItemDelegate::paint(painter, option, index);
    if (index.data(CatalogTableModel::ErrorRole).toString().isEmpty())
        return;
    painter->save();
    painter->setPen(QPen(QColor(0xb0, 0x00, 0x20), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(option.rect.adjusted(1, 1, -1, -1));
    painter->restore();
}

QWidget* CatalogItemDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                           const QModelIndex& index) const {
    if (index.data(CatalogTableModel::KindRole).toInt() != static_cast<int>(CellKind::Choice))
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("catalogChoiceEditor"));
    const QStringList choices = index.data(CatalogTableModel::ChoicesRole).toStringList();
    for (const QString& c : choices)
        combo->addItem(c.isEmpty() ? tr("(none)") : c, c);
    // A pick is the edit: commit it at once, no need to leave the cell.
    connect(combo, &QComboBox::activated, this, [this, combo] {
        auto* self = const_cast<CatalogItemDelegate*>(this);
        Q_EMIT self->commitData(combo);
        Q_EMIT self->closeEditor(combo);
    });
    return combo;
}

void CatalogItemDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const QString current = index.data(Qt::EditRole).toString();
        int i = combo->findData(current);
        if (i < 0) { // a value the list does not offer (yet): show it as it is
            combo->addItem(current, current);
            i = combo->count() - 1;
        }
        combo->setCurrentIndex(i);
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CatalogItemDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                       const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData().toString(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace gpuplan::gui
