#pragma once

// The application's style with one change: a combo box whose choice is longer than its field
// shows the choice shortened with "…" ("Auto (première répart…"), never cut through a letter
// ("Auto (première répart"); the whole choice is in the box's tool tip (issue 37, item 11: at
// 1024 x 700 in French the form's combo boxes were clipped).

#include <QProxyStyle>
#include <QStyleOptionComboBox>

namespace gpuplan::widgets {

class ElidingStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
};

// The text a combo box's field shows for `option`: its choice, elided to the field's room.
QString comboFieldText(const QStyle& style, const QStyleOptionComboBox& option, const QWidget* widget);

// Makes ElidingStyle, over the current style, the application's (once).
void installElidingStyle();

} // namespace gpuplan::widgets
