#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace gpuplan::gui {

// Makes a window's own shortcuts work while the cursor is in one of its text fields.
// A line edit claims some keys for itself before the window sees them (Ctrl+E is "end of
// line" on Linux desktops), so Export Report did nothing from the scenario form. For the
// actions given here, the window's shortcut wins over the field's key binding.
class WindowShortcuts : public QObject {
    Q_OBJECT
public:
    WindowShortcuts(QWidget* window, QList<QAction*> actions);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<QWidget> window_;
    QList<QPointer<QAction>> actions_;
};

} // namespace gpuplan::gui
