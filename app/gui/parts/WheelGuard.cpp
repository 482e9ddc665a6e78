#include "gui/parts/WheelGuard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QSlider>
#include <QWheelEvent>
#include <QWidget>

namespace gpuplan::gui {

namespace {

// The widgets whose value a wheel step changes.
bool takesWheelSteps(const QObject* o) {
    // Sliders, not scroll bars: a scroll bar scrolls, which is what the wheel is for.
    return qobject_cast<const QComboBox*>(o) || qobject_cast<const QAbstractSpinBox*>(o) ||
           qobject_cast<const QSlider*>(o);
}

// A combo box's line edit (editable combo) or a spin box's line edit: the wheel
// reaches them first, then their owner.
QWidget* valueWidget(QObject* o) {
    for (QObject* p = o; p; p = p->parent()) {
        if (takesWheelSteps(p))
            return static_cast<QWidget*>(p);
        if (p->isWidgetType() && static_cast<QWidget*>(p)->isWindow())
            break;
    }
    return nullptr;
}

} // namespace

void WheelGuard::install() {
    static WheelGuard* guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Polish && takesWheelSteps(watched)) {
        auto* w = static_cast<QWidget*>(watched);
        if (w->focusPolicy() & Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel)
        return false;
    QWidget* target = valueWidget(watched);
    if (!target || target->hasFocus() || target->isAncestorOf(QApplication::focusWidget()))
        return false;
    // Not focused: the widget does not see the wheel; the nearest holder that takes it
    // (the form's scroll area) scrolls instead. A forwarded event is not spontaneous, so
    // Qt would not propagate it to the parents: walk them here.
    const auto* wheel = static_cast<QWheelEvent*>(event);
    for (QWidget* holder = target->parentWidget(); holder; holder = holder->parentWidget()) {
        const QPointF at = holder->mapFromGlobal(wheel->globalPosition());
        QWheelEvent copy(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                         wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                         wheel->source());
        copy.setAccepted(true);
        QApplication::sendEvent(holder, &copy);
        if (copy.isAccepted() || holder->isWindow())
            break;
    }
    return true;
}

} // namespace gpuplan::gui
