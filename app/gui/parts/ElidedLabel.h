#pragma once

// A one-line label that shrinks with its room: when the text does not fit, it
// shows it elided ("Catalog: /home/…/catalog.sqlite") with the whole text in its
// tool tip, instead of forcing the window wider or being cut.

#include <QLabel>

namespace gpuplan::gui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(Qt::TextElideMode mode = Qt::ElideMiddle, QWidget* parent = nullptr);

    void setFullText(const QString& text);
    const QString& fullText() const { return full_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();

    QString full_;
    Qt::TextElideMode mode_;
};

} // namespace gpuplan::gui
