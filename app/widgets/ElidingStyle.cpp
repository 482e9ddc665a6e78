#include "widgets/ElidingStyle.h"

#include <QApplication>
#include <QStyleOptionComboBox>

namespace gpuplan::widgets {

QString comboFieldText(const QStyle& style, const QStyleOptionComboBox& option, const QWidget* widget) {
    QRect field = style.subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, widget);
    if (!option.currentIcon.isNull())
        field.setLeft(field.left() + option.iconSize.width() + 4);
    // The style draws the text a few pixels in from the field's edges.
    const int room = field.width() - 4;
    return option.fontMetrics.horizontalAdvance(option.currentText) <= room
               ? option.currentText
               : option.fontMetrics.elidedText(option.currentText, Qt::ElideRight, room);
}

void ElidingStyle::drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                               const QWidget* widget) const {
    if (element == CE_ComboBoxLabel) {
        if (const auto* combo = qstyleoption_cast<const QStyleOptionComboBox*>(option);
            combo && !combo->editable) {
            QStyleOptionComboBox shortened(*combo);
            shortened.currentText = comboFieldText(*this, *combo, widget);
            QProxyStyle::drawControl(element, &shortened, painter, widget);
            return;
        }
    }
    QProxyStyle::drawControl(element, option, painter, widget);
}

void installElidingStyle() {
    if (dynamic_cast<ElidingStyle*>(QApplication::style()))
        return;
    QApplication::setStyle(new ElidingStyle(QApplication::style()->name()));
}

} // namespace gpuplan::widgets
