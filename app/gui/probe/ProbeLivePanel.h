#pragma once

#include "core/scenario/ProbeReport.h"

#include <QCoreApplication>
#include <QGroupBox>
#include <QString>

#include <functional>
#include <map>
#include <string>
#include <vector>

class QComboBox;

namespace gpuplan::charts {
class LiveChart;
}

namespace gpuplan::gui {

// The probe tab's live chart: one quantity (utilisation, memory used, power draw or
// temperature, chosen in a combo box) of every device over the last two minutes,
// kept per device so that another quantity redraws at once. The tab feeds it the
// readings; its words are the probe tab's.
class ProbeLivePanel : public QGroupBox {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::gui::ProbeTab)
public:
    static constexpr double kWindowS = 120; // seconds kept and shown

    // `series_name` names a device's line from its PCI bus id.
    explicit ProbeLivePanel(std::function<QString(const std::string& bus_id)> series_name,
                            QWidget* parent = nullptr);

    // The readings of one sample (the newest of each device goes on the chart).
    void addSamples(std::vector<probe::LiveSample> samples);
    // Forgets every reading.
    void clear();
    // Draws the chosen quantity of the readings kept.
    void redraw();

    charts::LiveChart* chart() const { return chart_; }
    QComboBox* quantityCombo() const { return quantity_; }

private:
    std::function<QString(const std::string&)> series_name_;
    QString unit_; // of the quantity on the chart
    // Rolling history of the live readings, per device (PCI bus id).
    std::map<std::string, std::vector<probe::LiveSample>> history_;
    QComboBox* quantity_;
    charts::LiveChart* chart_;
};

} // namespace gpuplan::gui
