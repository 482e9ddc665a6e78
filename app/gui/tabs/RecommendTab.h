#pragma once

#include "charts/CurveChart.h"
#include "core/plan/Recommender.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace gpuplan::gui {

class PlanSession;
class ResultTable;

// Recommend: every candidate (GPU × count × strategy × precision, bought or
// rented) that fits, as cost over the horizon against time per job with the
// Pareto front highlighted, and a ranked table with the reason each one lost.
// Clicking a candidate (row or point) selects it: the line under the table says what it
// is and the chart marks it. Using it is explicit — "Use this option", a double-click or
// Enter on its row — and one undo step.
class RecommendTab : public QWidget {
    Q_OBJECT
public:
    explicit RecommendTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

    // Loads a candidate into the scenario (one undo step).
    void choose(const Candidate& c);

private:
    // The ranked candidate of a table key, or nullptr.
    const Candidate* candidate(const QString& key) const;
    const Candidate* selected() const;
    // The line under the table, the button and the chart's mark follow the selection.
    void showSelection();
    // The steps of refresh(): the chart's and the table's titles (they name the objective's
    // figure), the sentence above, the chart's points and the ranked rows.
    void showTitles(bool serving);
    void showStatus(const Recommendation& rec);
    void fillChart(const Recommendation& rec);
    void fillTable(const Recommendation& rec);

    PlanSession* session_;
    QLabel* status_;
    charts::CurveChart* chart_;
    ResultTable* table_;
    QLabel* selection_;
    QPushButton* use_;
    QList<charts::XYSeriesData> series_; // the chart's: the others, the front, the selection
};

} // namespace gpuplan::gui
