#pragma once

#include <QObject>

class QTableView;

namespace gpuplan::gui {

// Keeps a table's first column in view while the table scrolls sideways: the Fit
// table's GPU names stay beside their batch and context columns. A second view of
// the same model, showing the first column only, lies over the table's left edge;
// it shares the table's selection and follows its vertical scrolling, row heights,
// column width and sorting. The table keeps every behaviour of its own.
class FrozenColumn : public QObject {
    Q_OBJECT
public:
    explicit FrozenColumn(QTableView* table);

    QTableView* overlay() const { return overlay_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    void showOnlyTheFirstColumn();

    QTableView* table_;
    QTableView* overlay_;
};

} // namespace gpuplan::gui
