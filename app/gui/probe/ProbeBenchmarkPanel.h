#pragma once

#include "core/scenario/ProbeReport.h"

#include <QCoreApplication>
#include <QGroupBox>

class QLabel;
class QProgressBar;

namespace gpuplan::gui {

class ResultTable;

// The probe tab's benchmark panel: how a run goes (progress, status) and each
// measurement against the catalog's peak, flagged when above it or far below what
// is expected. The tab starts and stops runs; its words are the probe tab's.
class ProbeBenchmarkPanel : public QGroupBox {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::gui::ProbeTab)
public:
    explicit ProbeBenchmarkPanel(QWidget* parent = nullptr);

    // A run starts, goes on (`step`, `fraction` done), is being cancelled, or is
    // given up on (`why`).
    void showStarted();
    void showProgress(const QString& step, double fraction);
    void showCancelling();
    void showAbandoned(const QString& why);
    // The measurements of the report's benchmark and, unless a run is going on, how
    // it ended (or that none was run).
    void showReport(const probe::ProbeReport& report, bool running);

    QProgressBar* progressBar() const { return progress_; }
    ResultTable* table() const { return table_; }

private:
    void showMeasurements(const probe::ProbeReport& report);
    void showOutcome(const probe::ProbeReport& report);

    QProgressBar* progress_;
    QLabel* status_;
    ResultTable* table_;
};

} // namespace gpuplan::gui
