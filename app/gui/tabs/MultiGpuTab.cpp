#include "gui/tabs/MultiGpuTab.h"

#include "charts/CurveChart.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/SummaryBox.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "text/CatalogNames.h"
#include "text/Names.h"

#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QSplitter>
#include <QVBoxLayout>
#include <QXYSeries>

namespace gpuplan::gui {

MultiGpuTab::MultiGpuTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), summary_(new QLabel(this)), chart_(new charts::CurveChart(this)),
      table_(new ResultTable(QStringLiteral("strategyTable"), this)) {
    setObjectName(QStringLiteral("multiGpuTab"));
    summary_->setObjectName(QStringLiteral("layoutSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    chart_->setObjectName(QStringLiteral("strategyChart"));
    chart_->setLogScale(true, false, 2.0);
    chart_->setTitleText(tr("Memory per GPU by strategy"));
    chart_->setEmptyText(tr("No multi-GPU figures for this GPU"));
    chart_->setMinimumHeight(260);
    chart_->setXYTooltipFormatter([](const QXYSeries* s, QPointF p) {
        return tr("%1: %2 GPUs, %3 %4 per GPU")
            .arg(s->name())
            .arg(p.x())
            .arg(uiFormat().decimal(p.y(), 1), uiFormat().memoryUnitName());
    });
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(table_);
    splitter->setSizes({500, 300});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new SummaryBox(summary_, this));
    layout->addWidget(splitter, 1);
}

void MultiGpuTab::refresh() {
    // Set on each refresh: the memory unit is a preference that can change (no-op when unchanged).
    chart_->setAxisTitles(tr("GPUs"), uiFormat().withMemoryUnit(tr("Memory per GPU (%1)")));
    table_->setHeaders({tr("Strategy"), tr("GPUs"), tr("Nodes"),
                        uiFormat().withMemoryUnit(tr("Memory per GPU (%1)")), tr("Fits"),
                        tr("Communication per step (s)"), tr("Step time (s)"),
                        uiFormat().withMemoryUnit(tr("Host RAM per node (%1)"))});
    const PlanResults& r = session_->results();
    const Scenario& s = session_->scenario();
    const GpuSpec* gpu = session_->catalog().findGpu(r.gpu);
    const double capacity = gpu ? uiFormat().memoryValue(static_cast<double>(gpu->vram_bytes)) : 0.0;
    summary_->setText(
        tr("Scenario layout on %1: <b>%2</b> — %3 per GPU of %4, %5 node(s) of up to %6 GPUs.%7")
            .arg(gpu ? text::gpuNameText(gpu->name) : QString::fromStdString(r.gpu),
                 text::layoutText(r.layout),
                 uiFormat().memoryText(static_cast<double>(r.memory.per_gpu.total_bytes)),
                 uiFormat().memoryText(gpu ? static_cast<double>(gpu->vram_bytes) : 0.0, 0))
            .arg(r.memory.nodes)
            .arg(s.gpus_per_node)
            .arg(r.memory.host_ram_bytes_per_node > 0
                     ? tr(" Host RAM per node: %1.")
                           .arg(uiFormat().memoryText(static_cast<double>(r.memory.host_ram_bytes_per_node)))
                     : QString()));

    // One line per strategy, in the order the planner gives them.
    QList<charts::XYSeriesData> series;
    QMap<QString, qsizetype> index;
    double max_gpus = 1;
    QList<QList<TableCell>> rows;
    QStringList keys;
    for (const StrategyPoint& p : r.multi_gpu) {
        const QString name = text::strategyName(p.strategy, p.offload);
        if (!index.contains(name)) {
            index.insert(name, series.size());
            series.emplaceBack(name);
        }
        const double mem = uiFormat().memoryValue(static_cast<double>(p.memory.per_gpu.total_bytes));
        series[index[name]].points.append({static_cast<double>(p.gpus), mem});
        max_gpus = std::max(max_gpus, static_cast<double>(p.gpus));
        const auto tone = p.fits ? TableCell::Tone::Good : TableCell::Tone::Bad;
        rows.append({{name, {}},
                     {QString::number(p.gpus), p.gpus},
                     {QString::number(p.nodes), p.nodes},
                     {uiFormat().decimal(mem, 1), mem, {}, tone},
                     {p.fits ? tr("yes") : tr("no"), p.fits ? 1 : 0, {}, tone},
                     {p.comm_seconds_per_step > 0 ? uiFormat().number(p.comm_seconds_per_step) : tr("–"),
                      p.comm_seconds_per_step},
                     {p.step_seconds > 0 ? uiFormat().number(p.step_seconds) : tr("–"), p.step_seconds},
                     {uiFormat().memory(static_cast<double>(p.memory.host_ram_bytes_per_node)),
                      static_cast<double>(p.memory.host_ram_bytes_per_node)}});
        keys.append(QStringLiteral("%1/%2").arg(name).arg(p.gpus));
    }
    if (capacity > 0 && !series.isEmpty()) {
        charts::XYSeriesData cap{uiFormat().withMemoryUnit(tr("Capacity (%1)")),
                                 {{1, capacity}, {max_gpus, capacity}}};
        cap.style = charts::kReferenceStyle;
        cap.emphasized = true;
        series.append(cap);
    }
    chart_->setSeries(series);
    table_->setRows(rows, keys);
}

} // namespace gpuplan::gui
