#pragma once

#include <QWidget>

class QLabel;
class QScrollBar;

namespace gpuplan::gui {

// Holds a word-wrapped label whose text changes on every edit (a tab's
// summary). A QLabel asks its layout to recompute on each setText(), and the
// request climbs to the main window, which measures every tab and the whole
// scenario form again (2-3 ms an edit). Here the label's new height is
// measured at once and the tab is laid out again only when it grows (or the
// width changes): the views below do not jump as the text wraps differently.
// With setMinimumLines(), a window too short for the whole text and what is under it may
// squeeze the box down to that many lines, the rest of the text under a scroll bar.
class SummaryBox : public QWidget {
    Q_OBJECT
public:
    // Takes `label` as its child; the label keeps its name and text.
    explicit SummaryBox(QLabel* label, QWidget* parent = nullptr);

    // The lines the box keeps when squeezed (0, the default: never squeezed).
    void setMinimumLines(int lines);
    // Whether the text is longer than the box, its end under the scroll bar (tests).
    bool isScrolling() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    // Fits the label to the box and updates the box's height; returns true when it changed.
    bool fit();
    // The label's text at `width`, its lines wrapped.
    int textHeight(int width) const;
    // Places the label, `full` high at the box's width (textHeight), and the scroll bar when the
    // box is shorter than that.
    void place(int full);

    QLabel* label_;
    QScrollBar* bar_;
    int min_lines_ = 0;
    int height_ = 0;
    int fitted_width_ = -1;
};

} // namespace gpuplan::gui
