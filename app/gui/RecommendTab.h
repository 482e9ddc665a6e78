#pragma once

#include "core/Recommender.h"

#include <QWidget>

class QLabel;

namespace gpuplan::charts {
class CurveChart;
}

namespace gpuplan::gui {

class PlanSession;
class ResultTable;

// Recommend: every candidate (GPU × count × strategy × precision, bought or
// rented) that fits, as cost over the horizon against time per job with the
// Pareto front highlighted, and a ranked table with the reason each one lost.
// Clicking a candidate (row or point) loads it into the scenario.
class RecommendTab : public QWidget {
    Q_OBJECT
public:
    explicit RecommendTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

    // Loads a candidate into the scenario (one undo step).
    void choose(const Candidate& c);

private:
    PlanSession* session_;
    QLabel* status_;
    charts::CurveChart* chart_;
    ResultTable* table_;
};

} // namespace gpuplan::gui
