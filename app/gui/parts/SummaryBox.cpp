#include "gui/parts/SummaryBox.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QRegion>
#include <QResizeEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace gpuplan::gui {

SummaryBox::SummaryBox(QLabel* label, QWidget* parent)
    : QWidget(parent), label_(label), bar_(new QScrollBar(Qt::Vertical, this)) {
    label_->setParent(this);
    bar_->setObjectName(label_->objectName() + QStringLiteral("ScrollBar"));
    bar_->hide();
    connect(bar_, &QScrollBar::valueChanged, this, [this](int value) { label_->move(0, -value); });
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
    if (min_lines_ <= 0)
        return {0, height_};
    const QFontMetrics fm = label_->fontMetrics();
    return {0, std::min(height_, min_lines_ * fm.lineSpacing() + label_->margin() * 2)};
}

void SummaryBox::setMinimumLines(int lines) {
    min_lines_ = lines;
    setSizePolicy(QSizePolicy::Preferred, lines > 0 ? QSizePolicy::Maximum : QSizePolicy::Fixed);
    updateGeometry();
}

bool SummaryBox::isScrolling() const {
    return bar_->isVisible();
}

int SummaryBox::textHeight(int width) const {
    if (label_->isHidden())
        return 0;
    const int h = label_->heightForWidth(std::max(width, 1));
    return h < 0 ? label_->sizeHint().height() : h; // h < 0: not word-wrapped
}

void SummaryBox::place(int full) {
    if (min_lines_ <= 0 || full <= height() || width() <= bar_->sizeHint().width()) {
        bar_->hide();
        clearMask();
        label_->setGeometry(0, 0, width(), full);
        return;
    }
    // Shorter than its text: the label beside a scroll bar, narrower (so a line or two longer).
    const int bar = bar_->sizeHint().width();
    const int h = textHeight(width() - bar);
    // Whole lines: the text's last shown line is not cut through at the box's edge (the scroll bar
    // keeps the box's full height, the text below the last whole line is not drawn).
    const int line = std::max(1, label_->fontMetrics().lineSpacing());
    const int shown = std::max(line, (height() - label_->margin()) / line * line + label_->margin());
    bar_->setGeometry(width() - bar, 0, bar, height());
    bar_->setRange(0, std::max(0, h - shown));
    bar_->setPageStep(shown);
    bar_->setSingleStep(line);
    bar_->show();
    setMask(QRegion(0, 0, width() - bar, shown) + QRegion(width() - bar, 0, bar, height()));
    label_->setGeometry(0, -bar_->value(), width() - bar, h);
}

void SummaryBox::wheelEvent(QWheelEvent* event) {
    if (bar_->isVisible())
        QCoreApplication::sendEvent(bar_, event);
    else
        QWidget::wheelEvent(event);
}

bool SummaryBox::fit() {
    const int h = textHeight(width());
    if (isHidden() != label_->isHidden())
        setVisible(!label_->isHidden());
    // At the same width the box grows but does not shrink back by a line or two: the
    // chart below stays where it is while the text wraps differently from edit to edit.
    const bool same_width = width() == fitted_width_;
    fitted_width_ = width();
    if (h == height_ || (same_width && h < height_ && h > 0)) {
        place(h);
        return false;
    }
    height_ = h;
    place(h);
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
