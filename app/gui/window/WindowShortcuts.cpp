#include "gui/window/WindowShortcuts.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QWidget>

namespace gpuplan::gui {

WindowShortcuts::WindowShortcuts(QWidget* window, QList<QAction*> actions)
    : QObject(window), window_(window) {
    for (QAction* a : actions)
        actions_.append(a);
    qApp->installEventFilter(this);
}

bool WindowShortcuts::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride || !window_ || !watched->isWidgetType())
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    if (widget->window() != window_)
        return false;
    const QKeySequence pressed(static_cast<QKeyEvent*>(event)->keyCombination());
    for (const QPointer<QAction>& a : actions_) {
        if (!a || !a->isEnabled())
            continue;
        for (const QKeySequence& key : a->shortcuts()) {
            if (key.matches(pressed) == QKeySequence::ExactMatch) {
                event->ignore(); // not the field's: the shortcut map takes it
                return true;
            }
        }
    }
    return false;
}

} // namespace gpuplan::gui
