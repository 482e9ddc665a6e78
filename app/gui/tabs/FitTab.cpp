#include "gui/tabs/FitTab.h"

#include "charts/BarChart.h"
#include "charts/ChartGpus.h"
#include "charts/MemoryChart.h"
#include "gui/parts/FrozenColumn.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/SummaryBox.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "gui/tabs/ModelsOnGpuTab.h"
#include "text/CatalogNames.h"
#include "text/CoreText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QBarSet>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpuplan::gui {

namespace {
using text::qs;

// The sentence above the table: whether the workload fits on the scenario's GPU (`gpu`, or none
// when the catalog lacks it), the estimate on one GPU and the guide's rule of thumb.
QString summaryText(const PlanResults& r, const GpuSpec* gpu) {
    const QString model = qs(r.model.name.empty() ? r.model.id : r.model.name);
    const MemoryBreakdown& one = r.single_gpu;
    QString verdict;
    if (gpu) {
        verdict = r.fits
                      ? FitTab::tr("<b>Fits</b> on %1 (%2): %3 per GPU, %4 free.")
                            .arg(text::gpuNameText(gpu->name), text::layoutText(r.layout),
                                 uiFormat().memoryText(static_cast<double>(r.memory.per_gpu.total_bytes)),
                                 uiFormat().memoryText(static_cast<double>(gpu->vram_bytes) -
                                                       static_cast<double>(r.memory.per_gpu.total_bytes)))
                      : FitTab::tr("<b style='color:#b03a2e'>Does not fit</b> on %1 (%2): %3 per GPU for %4.")
                            .arg(text::gpuNameText(gpu->name), text::layoutText(r.layout),
                                 uiFormat().memoryText(static_cast<double>(r.memory.per_gpu.total_bytes)),
                                 uiFormat().memoryText(static_cast<double>(gpu->vram_bytes)));
    }
    return FitTab::tr("%1 — %2<br>Detailed estimate on one GPU: <b>%3</b> (weights %4, activations %5, "
                      "KV cache %6). The guide's rule of thumb: %7 = <b>%8</b>.")
               .arg(verdict, model, uiFormat().memoryText(static_cast<double>(one.total_bytes)),
                    uiFormat().memoryText(static_cast<double>(one.weights_bytes)),
                    uiFormat().memoryText(static_cast<double>(one.activations_bytes)),
                    uiFormat().memoryText(static_cast<double>(one.kv_cache_bytes)),
                    text::coreText(r.rule_of_thumb.formula).toHtmlEscaped(),
                    uiFormat().gigabytesText(static_cast<double>(r.rule_of_thumb.bytes))) +
           QStringLiteral("<br>") +
           FitTab::tr("Tensors (allocator peak): <b>%1</b>; device memory used (nvidia-smi): <b>%2</b>, "
                      "with the CUDA context and the allocator's reserve.")
               .arg(uiFormat().memoryText(static_cast<double>(one.allocator_peak_bytes)),
                    uiFormat().memoryText(static_cast<double>(one.device_used_bytes)));
}

// A GPU's row of the table.
QList<TableCell> fitRow(const GpuFitRow& row) {
    const double need = static_cast<double>(row.memory.per_gpu.total_bytes);
    const double cap = static_cast<double>(row.capacity_bytes);
    const double head = static_cast<double>(row.headroom_bytes);
    const auto tone = row.fits ? TableCell::Tone::Good : TableCell::Tone::Bad;
    QString needed =
        row.gpus_needed
            ? FitTab::tr("%1 (%2)").arg(*row.gpus_needed).arg(text::strategyName(row.gpus_needed_strategy))
            : FitTab::tr("more than the limit");
    return {
        {text::gpuNameText(row.name), {}, qs(row.gpu)},
        {uiFormat().memory(cap), cap},
        {uiFormat().memory(need), need},
        {uiFormat().memory(head), head, {}, tone},
        {row.fits ? FitTab::tr("yes") : FitTab::tr("no"), row.fits ? 1 : 0, {}, tone},
        {text::layoutText(row.layout), row.layout.gpus()},
        {needed, row.gpus_needed ? static_cast<double>(*row.gpus_needed) : 1e9},
        {QString::number(row.max_batch), row.max_batch},
        {uiFormat().decimal(static_cast<double>(row.max_seq), 0) +
             (row.max_seq_limited_by_model ? FitTab::tr(" (model limit)") : QString()),
         static_cast<qulonglong>(row.max_seq)},
    };
}

} // namespace

FitTab::FitTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), summary_(new QLabel(this)), suggestions_(new QLabel(this)),
      table_(new ResultTable(QStringLiteral("fitTable"), this)),
      chart_(new charts::BarChart(charts::BarChart::Mode::Stacked, Qt::Vertical, this)),
      views_(new QTabWidget(this)), models_(new ModelsOnGpuTab(session, this)) {
    setObjectName(QStringLiteral("fitTab"));
    summary_->setObjectName(QStringLiteral("fitSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    suggestions_->setObjectName(QStringLiteral("fitSuggestions"));
    suggestions_->setWordWrap(true);
    suggestions_->setTextFormat(Qt::RichText);
    chart_->setObjectName(QStringLiteral("memoryChart"));
    chart_->setTitleText(tr("Memory per GPU by component, against capacity"));
    chart_->setEmptyText(tr("No GPU to show"));
    chart_->setMinimumHeight(260);
    // Beside the table of GPUs for this model: the catalog's models on this GPU.
    views_->setObjectName(QStringLiteral("fitViews"));
    views_->setDocumentMode(true);
    views_->addTab(table_, tr("GPUs for this model"));
    views_->addTab(models_, tr("Models on this GPU"));
    connect(views_, &QTabWidget::currentChanged, this, [this](int index) {
        if (views_->widget(index) == models_)
            models_->refresh();
    });
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(views_);
    splitter->addWidget(chart_);
    splitter->setSizes({350, 450});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new SummaryBox(summary_, this));
    layout->addWidget(new SummaryBox(suggestions_, this));
    layout->addWidget(splitter, 1);
    new FrozenColumn(table_->view()); // the GPU column stays in view when the table scrolls sideways
    connect(table_, &ResultTable::selectionChanged, this, &FitTab::refreshChart);
    chart_->setBarTooltipFormatter([this](const QBarSet* set, int index) {
        const QStringList cats = chart_->categories();
        return tr("%1 on %2: %3 %4")
            .arg(set->label(), index < cats.size() ? cats[index] : QString(),
                 uiFormat().decimal(set->at(index), 2), uiFormat().memoryUnitName());
    });
}

void FitTab::refresh() {
    // Set on each refresh: the memory unit is a preference that can change (no-op when unchanged).
    chart_->setValueAxisTitle(uiFormat().withMemoryUnit(tr("Memory per GPU (%1)")));
    table_->setHeaders({tr("GPU"), uiFormat().withMemoryUnit(tr("Capacity (%1)")),
                        uiFormat().withMemoryUnit(tr("Need per GPU (%1)")),
                        uiFormat().withMemoryUnit(tr("Headroom (%1)")), tr("Fits"), tr("Layout"),
                        tr("GPUs needed"), tr("Largest batch (sequences)"), tr("Longest context (tokens)")});
    const PlanResults& r = session_->results();
    summary_->setText(summaryText(r, session_->catalog().findGpu(r.gpu)));
    showSuggestions(r);
    QList<QList<TableCell>> rows;
    QStringList keys;
    rows.reserve(static_cast<qsizetype>(r.fit.size()));
    for (const GpuFitRow& row : r.fit) {
        rows.append(fitRow(row));
        keys.append(qs(row.gpu));
    }
    table_->setRows(rows, keys);
    refreshChart();
    if (views_->currentWidget() == models_)
        models_->refresh();
}

void FitTab::showSuggestions(const PlanResults& r) {
    if (r.suggestions.empty()) {
        suggestions_->hide();
        return;
    }
    QString html = tr("What would make it fit on this GPU:") + QStringLiteral("<ul style='margin:0'>");
    int shown = 0;
    for (const FitSuggestion& f : r.suggestions) {
        if (!f.fits || shown >= 4)
            continue;
        ++shown;
        html += QStringLiteral("<li>%1 → %2%3</li>")
                    .arg(text::coreText(f.change).toHtmlEscaped(),
                         uiFormat().memoryText(static_cast<double>(f.per_gpu_bytes)),
                         QStringLiteral(" (%1)").arg(text::coreText(f.time_cost).toHtmlEscaped()));
    }
    html += QStringLiteral("</ul>");
    suggestions_->setText(html);
    suggestions_->setVisible(shown > 0);
}

QStringList FitTab::chartedGpus() const {
    QStringList ids = table_->selectedKeys();
    if (!ids.isEmpty())
        return ids;
    for (const std::string& id : charts::defaultChartGpus(session_->results()))
        ids.append(qs(id));
    return ids;
}

void FitTab::refreshChart() {
    const charts::MemoryChartWords words{
        text::memoryComponentNames(), uiFormat().withMemoryUnit(tr("Capacity (%1)")), &text::chartGpuLabel};
    charts::setMemoryChartData(*chart_, charts::memoryChartData(session_->results(), chartedGpus(), words,
                                                                uiFormat().memoryUnitBytes()));
}

} // namespace gpuplan::gui
