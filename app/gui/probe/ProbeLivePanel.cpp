#include "gui/probe/ProbeLivePanel.h"

#include "charts/LiveChart.h"
#include "gui/parts/UiFormat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <optional>
#include <utility>

namespace gpuplan::gui {

using probe::LiveSample;

namespace {

enum Quantity { Utilisation, MemoryUsed, Power, Temperature };

// The reading of `quantity` in a sample, in the chart's unit; none when not read.
std::optional<double> valueOf(const LiveSample& s, int quantity) {
    switch (quantity) {
    case Utilisation:
        if (s.utilization_gpu_percent)
            return *s.utilization_gpu_percent;
        break;
    case MemoryUsed:
        if (s.vram_used_bytes)
            return uiFormat().memoryValue(static_cast<double>(*s.vram_used_bytes));
        break;
    case Power:
        return s.power_draw_w;
    case Temperature:
        return s.temperature_c;
    }
    return std::nullopt;
}

} // namespace

ProbeLivePanel::ProbeLivePanel(std::function<QString(const std::string&)> series_name, QWidget* parent)
    : QGroupBox(parent), series_name_(std::move(series_name)), quantity_(new QComboBox(this)),
      chart_(new charts::LiveChart(this)) {
    setTitle(tr("Live (every second, last %1 s)").arg(kWindowS));
    setObjectName(QStringLiteral("probeLiveBox"));
    quantity_->setObjectName(QStringLiteral("probeQuantityCombo"));
    quantity_->addItem(tr("Utilisation (%)"), Utilisation);
    quantity_->addItem(uiFormat().withMemoryUnit(tr("Memory used (%1)")), MemoryUsed);
    quantity_->addItem(tr("Power draw (W)"), Power);
    quantity_->addItem(tr("Temperature (°C)"), Temperature);
    chart_->setObjectName(QStringLiteral("probeLiveChart"));
    chart_->setWindow(kWindowS);
    chart_->setEmptyText(tr("Waiting for the first reading…"));
    chart_->setMinimumHeight(220);
    chart_->setXYTooltipFormatter([this](const QXYSeries* s, QPointF p) {
        return tr("%1: %2 %3 at %4 s")
            .arg(s->name(), uiFormat().number(p.y()), unit_, uiFormat().decimal(p.x(), 0));
    });
    auto* ll = new QVBoxLayout(this);
    auto* ql = new QHBoxLayout;
    ql->addWidget(new QLabel(tr("Show:"), this));
    ql->addWidget(quantity_);
    ql->addStretch(1);
    ll->addLayout(ql);
    ll->addWidget(chart_, 1);
    connect(quantity_, &QComboBox::currentIndexChanged, this, &ProbeLivePanel::redraw);
    redraw();
}

void ProbeLivePanel::addSamples(std::vector<LiveSample> samples) {
    double latest = 0;
    for (const auto& s : samples)
        latest = std::max(latest, s.time_s);
    for (auto& s : samples)
        history_[s.pci_bus_id].push_back(std::move(s));
    for (auto& [bus, list] : history_)
        std::erase_if(list, [&](const LiveSample& s) { return s.time_s < latest - kWindowS; });
    const int quantity = quantity_->currentData().toInt();
    for (const auto& [bus, list] : history_) {
        if (list.empty() || list.back().time_s != latest)
            continue;
        const LiveSample& s = list.back();
        if (const std::optional<double> v = valueOf(s, quantity))
            chart_->addPoint(series_name_(bus), s.time_s, *v);
    }
}

void ProbeLivePanel::clear() {
    history_.clear();
    redraw();
}

void ProbeLivePanel::redraw() {
    const int quantity = quantity_->currentData().toInt();
    chart_->clear();
    switch (quantity) {
    case Utilisation:
        chart_->setAxisTitles(tr("Time (s)"), tr("Utilisation (%)"));
        unit_ = tr("%");
        chart_->setYRange(0, 100);
        break;
    case MemoryUsed:
        chart_->setAxisTitles(tr("Time (s)"), uiFormat().withMemoryUnit(tr("Memory used (%1)")));
        unit_ = uiFormat().memoryUnitName();
        chart_->setYRange(0, 0);
        break;
    case Power:
        chart_->setAxisTitles(tr("Time (s)"), tr("Power (W)"));
        unit_ = tr("W");
        chart_->setYRange(0, 0);
        break;
    case Temperature:
        chart_->setAxisTitles(tr("Time (s)"), tr("Temperature (°C)"));
        unit_ = tr("°C");
        chart_->setYRange(0, 0);
        break;
    }
    // Replay the history in time order so that the devices keep their colours.
    std::map<double, std::vector<const LiveSample*>> by_time;
    for (const auto& [bus, list] : history_)
        for (const auto& s : list)
            by_time[s.time_s].push_back(&s);
    for (const auto& [t, list] : by_time)
        for (const LiveSample* s : list)
            if (const std::optional<double> v = valueOf(*s, quantity))
                chart_->addPoint(series_name_(s->pci_bus_id), t, *v);
}

} // namespace gpuplan::gui
