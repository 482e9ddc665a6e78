#pragma once

#include <QObject>

namespace gpuplan::gui {

// Keeps the mouse wheel from changing a value by accident: a combo box, spin box
// or slider (not a scroll bar) only takes wheel steps once it has the keyboard focus (a click or Tab
// gives it). Without focus the wheel goes to what holds it (the scroll area of the
// scenario form), so scrolling the form never edits the scenario. Those widgets
// also stop taking the focus from the wheel (Qt::StrongFocus instead of WheelFocus).
//
// One application-wide event filter; install() is idempotent, so every window
// calls it (the main window, the catalog editor, dialogs).
class WheelGuard : public QObject {
    Q_OBJECT
public:
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace gpuplan::gui
