#include "gui/probe/ProbeBenchmarkPanel.h"

#include "gui/parts/ResultTable.h"
#include "gui/parts/UiFormat.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <string>

namespace gpuplan::gui {

using probe::ProbeReport;

namespace {

using text::qs;

// What the probe says, in the window's language and units.
QString say(const Message& m) {
    return text::coreText(m, uiFormat());
}

// "1,935 GB/s", "250 TFLOP/s"
QString rate(double value, const std::string& unit) {
    if (unit == "FLOP/s")
        return ProbeBenchmarkPanel::tr("%1 TFLOP/s").arg(uiFormat().number(value / 1e12));
    if (unit == "bytes/s")
        return ProbeBenchmarkPanel::tr("%1 GB/s").arg(uiFormat().number(value / 1e9));
    return QStringLiteral("%1 %2").arg(uiFormat().number(value), qs(unit));
}

} // namespace

ProbeBenchmarkPanel::ProbeBenchmarkPanel(QWidget* parent)
    : QGroupBox(parent), progress_(new QProgressBar(this)), status_(new QLabel(this)),
      table_(new ResultTable(QStringLiteral("probeBenchmarkTable"), this)) {
    setTitle(tr("Benchmark (CUDA)"));
    setObjectName(QStringLiteral("probeBenchmarkBox"));
    progress_->setObjectName(QStringLiteral("probeProgress"));
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    status_->setObjectName(QStringLiteral("probeBenchmarkStatus"));
    status_->setWordWrap(true);
    table_->setFilterVisible(false);
    // Columns as wide as their contents, the flag (last) takes the rest.
    table_->view()->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->view()->horizontalHeader()->setStretchLastSection(true);
    table_->setHeaders(
        {tr("GPU"), tr("Measurement"), tr("Measured"), tr("Catalog peak"), tr("% of peak"), tr("Flag")});
    auto* ml = new QVBoxLayout(this);
    ml->addWidget(progress_);
    ml->addWidget(status_);
    ml->addWidget(table_, 1);
}

void ProbeBenchmarkPanel::showStarted() {
    progress_->setValue(0);
    progress_->setFormat(tr("Starting…"));
    status_->setText(tr("Running: the GPU is busy; Cancel stops it within a second."));
}

void ProbeBenchmarkPanel::showProgress(const QString& step, double fraction) {
    progress_->setValue(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000));
    progress_->setFormat(tr("%1 — %p%").arg(step));
}

void ProbeBenchmarkPanel::showCancelling() {
    status_->setText(tr("Cancelling…"));
}

void ProbeBenchmarkPanel::showAbandoned(const QString& why) {
    progress_->setFormat(tr("Abandoned"));
    status_->setText(why);
}

void ProbeBenchmarkPanel::showReport(const ProbeReport& report, bool running) {
    showMeasurements(report);
    if (!running)
        showOutcome(report);
}

void ProbeBenchmarkPanel::showMeasurements(const ProbeReport& report) {
    QList<QList<TableCell>> rows;
    QStringList keys;
    QList<QPair<int, QString>> flags;
    if (report.benchmark) {
        for (const auto& d : report.benchmark->devices) {
            QString device = qs(d.pci_bus_id);
            for (std::size_t i = 0; i < report.devices.size(); ++i)
                if (report.devices[i].readings.pci_bus_id == d.pci_bus_id)
                    device = tr("GPU %1").arg(i);
            for (const auto& m : d.measurements) {
                QList<TableCell> cells;
                cells.append(TableCell(device, {}, tr("%1 (%2)").arg(qs(d.name), qs(d.pci_bus_id))));
                cells.append(TableCell(text::measurementName(m.name), {}, qs(m.name)));
                QString runs;
                for (double r : m.runs)
                    runs += (runs.isEmpty() ? QString() : QStringLiteral(", ")) + rate(r, m.unit);
                cells.append(m.value ? TableCell(rate(*m.value, m.unit), *m.value,
                                                 tr("Median of %n run(s): %1", nullptr,
                                                    static_cast<int>(m.runs.size()))
                                                     .arg(runs))
                                     : TableCell(tr("not run"), -1.0, say(m.message)));
                cells.append(
                    m.catalog_peak
                        ? TableCell(rate(*m.catalog_peak, m.unit), *m.catalog_peak, say(m.peak_source))
                        : TableCell(tr("—"), -1.0, tr("The catalog has no figure to compare")));
                cells.append(m.fraction_of_peak
                                 ? TableCell(uiFormat().percent(*m.fraction_of_peak), *m.fraction_of_peak)
                                 : TableCell(tr("—"), -1.0));
                QString flag;
                if (m.flag == "above_peak")
                    flag = tr("Above peak");
                else if (m.flag == "below_expected")
                    flag = tr("Far below expected");
                else if (!m.value)
                    flag = say(m.message);
                cells.append(TableCell(flag, {}, say(m.message),
                                       m.flag.empty() ? TableCell::Tone::Plain : TableCell::Tone::Bad));
                flags.append({static_cast<int>(rows.size()), qs(m.flag)});
                rows.append(cells);
                keys.append(qs(d.pci_bus_id + "/" + m.name));
            }
        }
    }
    table_->setRows(rows, keys);
    for (const auto& [r, flag] : flags) {
        const QBrush background = flag == QStringLiteral("above_peak") ? QBrush(QColor(0xfb, 0xe3, 0xdf))
                                  : flag == QStringLiteral("below_expected")
                                      ? QBrush(QColor(0xfd, 0xf1, 0xcf))
                                      : QBrush();
        for (int c = 0; c < table_->model()->columnCount(); ++c)
            if (QStandardItem* item = table_->model()->item(r, c))
                item->setBackground(background);
    }
}

void ProbeBenchmarkPanel::showOutcome(const ProbeReport& report) {
    if (!report.benchmark) {
        progress_->setValue(0);
        progress_->setFormat(tr("Not run"));
        status_->setText(tr("Measures what this machine really delivers, against the catalog's peaks "
                            "(needs the NVIDIA driver; about a minute)."));
        return;
    }
    const auto& b = *report.benchmark;
    const QString message = say(b.message);
    if (b.status == "ok") {
        progress_->setValue(1000);
        progress_->setFormat(tr("Done"));
        status_->setText(tr("Done in %1 s.").arg(uiFormat().decimal(b.elapsed_s, 1)));
    } else if (b.status == "cancelled") {
        progress_->setFormat(tr("Cancelled"));
        status_->setText(tr("Cancelled after %1 s. %2").arg(uiFormat().decimal(b.elapsed_s, 1), message));
    } else if (b.status == "timed_out") {
        progress_->setFormat(tr("Time limit reached"));
        status_->setText(tr("Stopped at the time limit; the rest was skipped. %1").arg(message));
    } else if (b.status == "unavailable") {
        progress_->setValue(0);
        progress_->setFormat(tr("Unavailable"));
        status_->setText(tr("The benchmark cannot run here: %1").arg(message));
    } else {
        progress_->setFormat(tr("Failed"));
        status_->setText(tr("The benchmark failed: %1").arg(message));
    }
}

} // namespace gpuplan::gui
