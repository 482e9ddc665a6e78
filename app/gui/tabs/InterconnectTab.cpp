#include "gui/tabs/InterconnectTab.h"

#include "charts/CurveChart.h"
#include "core/speed/Communication.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "text/CatalogNotes.h"
#include "text/QtString.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QSplitter>
#include <QVBoxLayout>
#include <QXYSeries>

#include <cmath>

namespace gpuplan::gui {

namespace {
using text::qs;
} // namespace

InterconnectTab::InterconnectTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), chart_(new charts::CurveChart(this)),
      table_(new ResultTable(QStringLiteral("linkTable"), this)), size_(new QLineEdit(this)),
      link_(new QComboBox(this)), collective_(new QComboBox(this)), gpus_(new QLineEdit(this)),
      result_(new QLabel(this)) {
    setObjectName(QStringLiteral("interconnectTab"));
    chart_->setObjectName(QStringLiteral("transferChart"));
    chart_->setLogScale(true, true);
    chart_->setYFromZero(false);
    chart_->setAxisTitles(tr("Transfer size (GB)"), tr("Time (s)"));
    chart_->setTitleText(
        tr("One-way copy time at each link's measured efficiency (select links in the table)"));
    chart_->setEmptyText(tr("The catalog has no links"));
    chart_->setMinimumHeight(260);
    chart_->setXYTooltipFormatter([](const QXYSeries* s, QPointF p) {
        return tr("%1: %2 GB in %3").arg(s->name(), uiFormat().number(p.x(), 3), uiFormat().seconds(p.y()));
    });
    table_->setHeaders({tr("Link"), tr("Kind"), tr("Per direction (GB/s)"), tr("Both directions (GB/s)"),
                        tr("Efficiency (%)"), tr("Latency (µs)"), tr("10 GB one-way (s)")});

    size_->setObjectName(QStringLiteral("calcSizeEdit"));
    size_->setText(QStringLiteral("10"));
    link_->setObjectName(QStringLiteral("calcLinkCombo"));
    collective_->setObjectName(QStringLiteral("calcCollectiveCombo"));
    collective_->addItem(tr("Point-to-point copy"), -1);
    collective_->addItem(tr("All-reduce"), static_cast<int>(Collective::AllReduce));
    collective_->addItem(tr("All-gather"), static_cast<int>(Collective::AllGather));
    collective_->addItem(tr("Reduce-scatter"), static_cast<int>(Collective::ReduceScatter));
    collective_->addItem(tr("Broadcast"), static_cast<int>(Collective::Broadcast));
    gpus_->setObjectName(QStringLiteral("calcGpusEdit"));
    gpus_->setText(QStringLiteral("8"));
    result_->setObjectName(QStringLiteral("calcResult"));
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::RichText);
    auto* calc = new QGroupBox(tr("Calculator"), this);
    auto* form = new QFormLayout(calc);
    form->addRow(tr("Size (GB)"), size_);
    form->addRow(tr("Link"), link_);
    form->addRow(tr("Operation"), collective_);
    form->addRow(tr("GPUs (collectives)"), gpus_);
    form->addRow(result_);

    auto* bottom = new QWidget(this);
    auto* h = new QHBoxLayout(bottom);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(table_, 3);
    h->addWidget(calc, 2);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(bottom);
    splitter->setSizes({450, 350});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(table_, &ResultTable::selectionChanged, this, &InterconnectTab::refreshChart);
    connect(size_, &QLineEdit::textChanged, this, &InterconnectTab::refreshCalculator);
    connect(gpus_, &QLineEdit::textChanged, this, &InterconnectTab::refreshCalculator);
    connect(link_, &QComboBox::currentIndexChanged, this, &InterconnectTab::refreshCalculator);
    connect(collective_, &QComboBox::currentIndexChanged, this, &InterconnectTab::refreshCalculator);
}

void InterconnectTab::refresh() {
    const Catalog& c = session_->catalog();
    const PlanResults& r = session_->results();
    // The calculator's link list follows the catalog.
    if (link_->count() != static_cast<int>(c.interconnects.size())) {
        const QString current = link_->currentData().toString();
        const QSignalBlocker block(link_);
        link_->clear();
        for (const InterconnectSpec& l : c.interconnects)
            link_->addItem(text::linkNameText(l.id, l.name, uiFormat()), qs(l.id));
        const int i = link_->findData(current.isEmpty() ? QStringLiteral("nvlink3") : current);
        link_->setCurrentIndex(i >= 0 ? i : 0);
    }
    QList<QList<TableCell>> rows;
    QStringList keys;
    for (const LinkSeries& ls : r.interconnect) {
        const InterconnectSpec* spec = c.findInterconnect(ls.link);
        const double ten = spec ? transferSeconds(*spec, 10e9) : 0.0;
        const double latency_us = spec && spec->latency_s ? *spec->latency_s * 1e6 : 0.0;
        rows.append(
            {{text::linkNameText(ls.link, ls.name, uiFormat()),
              {},
              spec ? text::linkNoteText(spec->id, spec->notes, uiFormat()) : QString()},
             {spec ? qs(spec->kind) : QString(), {}},
             {uiFormat().number(ls.per_direction_bytes_per_s / 1e9, 4), ls.per_direction_bytes_per_s},
             {uiFormat().number(ls.both_directions_bytes_per_s / 1e9, 4), ls.both_directions_bytes_per_s},
             {uiFormat().decimal(ls.efficiency * 100, 0), ls.efficiency},
             {spec && spec->latency_s ? uiFormat().number(latency_us, 3) : tr("–"), latency_us},
             {uiFormat().number(ten), ten}});
        keys.append(qs(ls.link));
    }
    table_->setRows(rows, keys);
    refreshChart();
    refreshCalculator();
}

QStringList InterconnectTab::chartedLinks() const {
    QStringList ids = table_->selectedKeys();
    if (!ids.isEmpty())
        return ids;
    // One link of each kind (the first the catalog lists), and the scenario's own.
    const Scenario& s = session_->scenario();
    const Catalog& c = session_->catalog();
    for (const std::string& id : {s.intra_node_link, s.inter_node_link}) {
        if (!id.empty() && c.findInterconnect(id))
            ids.append(qs(id));
    }
    QSet<QString> kinds;
    for (const QString& id : ids)
        kinds.insert(qs(c.findInterconnect(id.toStdString())->kind));
    for (const LinkSeries& ls : session_->results().interconnect) {
        const InterconnectSpec* spec = c.findInterconnect(ls.link);
        if (!spec || kinds.contains(qs(spec->kind)) || ids.size() >= 6)
            continue;
        kinds.insert(qs(spec->kind));
        ids.append(qs(ls.link));
    }
    return ids;
}

void InterconnectTab::refreshChart() {
    const PlanResults& r = session_->results();
    const QStringList ids = chartedLinks();
    QList<charts::XYSeriesData> series;
    for (const LinkSeries& ls : r.interconnect) {
        if (!ids.contains(qs(ls.link)))
            continue;
        charts::XYSeriesData d{text::linkNameText(ls.link, ls.name, uiFormat()), {}};
        for (std::size_t i = 0; i < ls.seconds.size() && i < r.transfer_sizes_bytes.size(); ++i)
            d.points.append({r.transfer_sizes_bytes[i] / 1e9, ls.seconds[i]});
        series.append(d);
    }
    chart_->setSeries(series);
}

void InterconnectTab::refreshCalculator() {
    const Catalog& c = session_->catalog();
    const InterconnectSpec* link = c.findInterconnect(link_->currentData().toString().toStdString());
    bool ok_size = false;
    bool ok_n = false;
    const double size_gb = QLocale().toDouble(size_->text(), &ok_size);
    const int n = gpus_->text().toInt(&ok_n);
    if (!link) {
        result_->setText(tr("Choose a link."));
        return;
    }
    if (!ok_size || !(size_gb > 0)) {
        result_->setText(tr("<span style='color:#b03a2e'>Size must be a positive number of GB.</span>"));
        return;
    }
    const double bytes = size_gb * 1e9;
    const int op = collective_->currentData().toInt();
    if (op < 0) {
        const TransferFigures f = transferFigures(*link, bytes);
        result_->setText(tr("%1 GB over %2: <b>%3</b> at %4 efficiency (one way); %5 at the per-direction "
                            "line rate; %6 with the both-directions figure (the guide's arithmetic).")
                             .arg(uiFormat().number(size_gb, 4),
                                  text::linkNameText(link->id, link->name, uiFormat()),
                                  uiFormat().seconds(f.efficient_s))
                             .arg(uiFormat().percent(link->efficiency), uiFormat().seconds(f.per_direction_s),
                                  uiFormat().seconds(f.both_directions_s)));
        return;
    }
    if (!ok_n || n < 2) {
        result_->setText(tr("<span style='color:#b03a2e'>A collective needs at least 2 GPUs.</span>"));
        return;
    }
    const auto collective = static_cast<Collective>(op);
    const CommSettings& comm = session_->scenario().efficiencies.comm;
    const double busbw = link->per_direction_bytes_per_s * comm.collective_efficiency;
    const double t = collectiveSeconds(collective, bytes, static_cast<std::uint32_t>(n), busbw,
                                       link->latency_s.value_or(comm.default_latency_s));
    result_->setText(tr("%1 of %2 GB over %3 GPUs on %4: <b>%5</b> (bus bandwidth %6 GB/s = %7 of the "
                        "per-direction rate, nccl-tests convention).")
                         .arg(collective_->currentText(), uiFormat().number(size_gb, 4))
                         .arg(uiFormat().grouped(static_cast<std::uint64_t>(n)),
                              text::linkNameText(link->id, link->name, uiFormat()), uiFormat().seconds(t),
                              uiFormat().number(busbw / 1e9, 4))
                         .arg(uiFormat().percent(comm.collective_efficiency)));
}

} // namespace gpuplan::gui
