#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gpuplan::charts {
class CurveChart;
}

namespace gpuplan::gui {

class PlanSession;
class ResultTable;

// Interconnect: transfer time against size for the catalog's links (log
// axes), the links' figures, and a calculator (X GB over link Y, or a
// collective over N GPUs).
class InterconnectTab : public QWidget {
    Q_OBJECT
public:
    explicit InterconnectTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

    // Links (catalog ids) drawn: the table's selection, else a default set.
    QStringList chartedLinks() const;

private:
    void refreshChart();
    void refreshCalculator();

    PlanSession* session_;
    charts::CurveChart* chart_;
    ResultTable* table_;
    QLineEdit* size_;
    QComboBox* link_;
    QComboBox* collective_;
    QLineEdit* gpus_;
    QLabel* result_;
};

} // namespace gpuplan::gui
