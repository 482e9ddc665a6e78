#include "gui/parts/SummaryBox.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>

#include <algorithm>

namespace gpuplan::gui {

SummaryBox::SummaryBox(QLabel* label, QWidget* parent) : QWidget(parent), label_(label) {
    label_->setParent(this);
    setObjectName(label_->objectName() + QStringLiteral("Box"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // The label's geometry requests come here (this box has no layout); its show and hide
    // are watched.
    label_->installEventFilter(this);
    fit();
}

QSize SummaryBox::sizeHint() const {
    return {label_->isHidden() ? 0 : 200, height_};
}

QSize SummaryBox::minimumSizeHint() const {
    return {0, height_};
}

bool SummaryBox::fit() {
    int h = 0;
    if (!label_->isHidden()) {
        h = label_->heightForWidth(std::max(width(), 1));
        if (h < 0) // not word-wrapped
            h = label_->sizeHint().height();
    }
    label_->setGeometry(0, 0, width(), h);
    if (isHidden() != label_->isHidden())
        setVisible(!label_->isHidden());
    // At the same width the box grows but does not shrink back by a line or two: the
    // chart below stays where it is while the text wraps differently from edit to edit.
    const bool same_width = width() == fitted_width_;
    fitted_width_ = width();
    if (h == height_ || (same_width && h < height_ && h > 0))
        return false;
    height_ = h;
    updateGeometry();
    return true;
}

bool SummaryBox::eventFilter(QObject* watched, QEvent* event) {
    if (watched == label_ && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent))
        fit();
    return QWidget::eventFilter(watched, event);
}

bool SummaryBox::event(QEvent* event) {
    // Posted by the label's updateGeometry() (text changed, shown or hidden): a box with
    // no layout receives it instead of the tab's layout.
    if (event->type() == QEvent::LayoutRequest) {
        fit();
        return true;
    }
    return QWidget::event(event);
}

void SummaryBox::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fit();
}

} // namespace gpuplan::gui
