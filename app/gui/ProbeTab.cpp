#include "gui/ProbeTab.h"

#include "charts/LiveChart.h"
#include "gui/Format.h"
#include "gui/PlanSession.h"
#include "gui/ResultTable.h"

#include "core/Catalog.h"
#include "core/probe/Probe.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMetaObject>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>

namespace gpuplan::gui {

using probe::BackendStatus;
using probe::BenchmarkReport;
using probe::LiveSample;
using probe::ProbeReport;

namespace {

const QString kEnabledKey = QStringLiteral("probe/enabled");
constexpr double kWindowS = 120;
constexpr int kSampleIntervalMs = 1000;
// How long a cancelled benchmark may take to come back before the tab gives up on it.
constexpr int kCancelGraceMs = 10'000;

enum Quantity { Utilisation, MemoryUsed, Power, Temperature };

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString backendName(const std::string& name) {
    if (name == "nvml")
        return QStringLiteral("NVML");
    if (name == "amdgpu-sysfs")
        return ProbeTab::tr("amdgpu (sysfs)");
    if (name == "rocm-smi")
        return QStringLiteral("ROCm SMI");
    if (name == "pci-sysfs")
        return ProbeTab::tr("PCI (sysfs)");
    return qs(name);
}

QString stateName(BackendStatus::State state) {
    switch (state) {
    case BackendStatus::State::Ok:
        return ProbeTab::tr("OK");
    case BackendStatus::State::NotPresent:
        return ProbeTab::tr("Not present");
    case BackendStatus::State::Failed:
        return ProbeTab::tr("Failed");
    case BackendStatus::State::Skipped:
        return ProbeTab::tr("Skipped");
    }
    return {};
}

QString measurementName(const std::string& name) {
    if (name == "h2d_pinned")
        return ProbeTab::tr("Host → GPU (pinned)");
    if (name == "d2h_pinned")
        return ProbeTab::tr("GPU → host (pinned)");
    if (name == "device_memory")
        return ProbeTab::tr("Memory bandwidth");
    if (name == "gemm_fp32")
        return ProbeTab::tr("FP32 GEMM");
    if (name == "gemm_fp16")
        return ProbeTab::tr("FP16 GEMM");
    return qs(name);
}

// "1,935 GB/s", "250 TFLOP/s"
QString rate(double value, const std::string& unit) {
    if (unit == "FLOP/s")
        return ProbeTab::tr("%1 TFLOP/s").arg(format::number(value / 1e12));
    if (unit == "bytes/s")
        return ProbeTab::tr("%1 GB/s").arg(format::number(value / 1e9));
    return QStringLiteral("%1 %2").arg(format::number(value), qs(unit));
}

QString link(const std::optional<int>& gen, const std::optional<int>& width) {
    return ProbeTab::tr("Gen%1 x%2")
        .arg(gen ? QString::number(*gen) : QStringLiteral("?"),
             width ? QString::number(*width) : QStringLiteral("?"));
}

// Sizes a table to its rows (at least `min_rows`, at most `max_rows`, then it scrolls).
void fitHeight(ResultTable* table, int min_rows, int max_rows) {
    QTableView* view = table->view();
    view->resizeColumnsToContents();
    const int rows = std::clamp(table->model()->rowCount(), min_rows, max_rows);
    const int row_height = view->verticalHeader()->defaultSectionSize();
    int height = view->horizontalHeader()->sizeHint().height() + rows * row_height + 2 * view->frameWidth();
    if (view->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff &&
        view->horizontalHeader()->length() > view->viewport()->width())
        height += view->horizontalScrollBar()->sizeHint().height();
    view->setFixedHeight(height);
}

// Where the catalog comparison of a field is shown in the devices table.
int columnOf(const std::string& field) {
    if (field == "vram")
        return 3;
    if (field == "pcie_gen" || field == "pcie_width")
        return 4;
    if (field == "nvlink")
        return 5;
    if (field == "power_limit")
        return 6;
    return -1;
}

} // namespace

// What worker threads post their results through. The tab clears `target` when
// it goes away, so a late result (a driver that answered after minutes) is
// dropped instead of reaching a deleted widget; `running` lets the destructor
// wait a moment for the workers it just asked to stop.
struct ProbeTab::Mailbox {
    std::mutex mutex;
    std::condition_variable idle;
    ProbeTab* target = nullptr;
    int running = 0;

    void post(std::function<void(ProbeTab*)> f) {
        const std::lock_guard lock(mutex);
        if (target)
            QMetaObject::invokeMethod(
                target, [t = target, f = std::move(f)] { f(t); }, Qt::QueuedConnection);
    }
};

// Runs `work` on its own thread (detached: a hung driver call must not block
// the GUI, nor the window's closing beyond a short wait).
void ProbeTab::spawn(std::function<void()> work) {
    const std::shared_ptr<Mailbox>& box = mailbox_;
    {
        const std::lock_guard lock(box->mutex);
        ++box->running;
    }
    std::thread([box, work = std::move(work)] {
        try {
            work();
        } catch (...) {
            // Nothing may escape a worker; the probe reports its failures itself.
        }
        const std::lock_guard lock(box->mutex);
        --box->running;
        box->idle.notify_all();
    }).detach();
}

ProbeTab::ProbeTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), mailbox_(std::make_shared<Mailbox>()), message_(new QLabel(this)),
      content_(new QWidget(this)), detect_button_(new QPushButton(tr("&Detect Again"), this)),
      bench_button_(new QPushButton(tr("Run &Benchmark"), this)),
      cancel_button_(new QPushButton(tr("Cancel"), this)), time_limit_(new QSpinBox(this)),
      attach_button_(new QPushButton(tr("&Attach to Scenario"), this)),
      detach_button_(new QPushButton(tr("Detac&h"), this)), attached_label_(new QLabel(this)),
      devices_box_(nullptr), differences_box_(nullptr),
      devices_(new ResultTable(QStringLiteral("probeDevicesTable"), this)),
      differences_(new QListWidget(this)),
      backends_(new ResultTable(QStringLiteral("probeBackendsTable"), this)), bench_box_(nullptr),
      progress_(new QProgressBar(this)), bench_status_(new QLabel(this)),
      bench_table_(new ResultTable(QStringLiteral("probeBenchmarkTable"), this)), live_box_(nullptr),
      quantity_(new QComboBox(this)), chart_(new charts::LiveChart(this)), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("probeTab"));
    mailbox_->target = this;

    message_->setObjectName(QStringLiteral("probeMessage"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::RichText);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detect_button_->setObjectName(QStringLiteral("probeDetectButton"));
    detect_button_->setToolTip(tr("Read this machine's GPUs again"));
    bench_button_->setObjectName(QStringLiteral("probeBenchmarkButton"));
    bench_button_->setToolTip(tr("Measure host↔GPU copies, memory bandwidth and GEMM throughput with CUDA "
                                 "(the GPU is busy meanwhile)"));
    cancel_button_->setObjectName(QStringLiteral("probeCancelButton"));
    time_limit_->setObjectName(QStringLiteral("probeTimeLimit"));
    time_limit_->setRange(5, 3600);
    time_limit_->setValue(static_cast<int>(bench_options_.time_limit_s));
    time_limit_->setSuffix(tr(" s"));
    time_limit_->setToolTip(tr("The benchmark stops after this long; what is left is skipped"));
    attach_button_->setObjectName(QStringLiteral("probeAttachButton"));
    attach_button_->setToolTip(tr("Keep this probe (and benchmark) in the scenario: it is saved in the "
                                  ".gpuplan file and shown in the report"));
    detach_button_->setObjectName(QStringLiteral("probeDetachButton"));
    detach_button_->setToolTip(tr("Remove the probe result from the scenario"));
    attached_label_->setObjectName(QStringLiteral("probeAttachedLabel"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(detect_button_);
    bar->addSpacing(12);
    bar->addWidget(bench_button_);
    bar->addWidget(cancel_button_);
    bar->addWidget(new QLabel(tr("Time limit:"), this));
    bar->addWidget(time_limit_);
    bar->addStretch(1);
    bar->addWidget(attached_label_);
    bar->addWidget(attach_button_);
    bar->addWidget(detach_button_);

    devices_->setFilterVisible(false);
    // The catalog comparison first (it is what the tab is for), how it matched last.
    devices_->setHeaders({tr("GPU"), tr("Name"), tr("Catalog entry"),
                          format::withMemoryUnit(tr("VRAM (%1)\nhere / catalog")),
                          tr("PCIe max\nhere / catalog"), tr("NVLink\nhere / catalog"),
                          tr("Power limit (W)\nhere / TDP"), tr("Matched by"), tr("Bus id")});
    differences_->setObjectName(QStringLiteral("probeDifferences"));
    differences_->setWordWrap(true);
    // As tall as the backends table beside it, no taller.
    differences_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    backends_->setFilterVisible(false);
    backends_->view()->setHorizontalScrollBarPolicy(
        Qt::ScrollBarAlwaysOff); // long messages: elided, in tooltips
    backends_->setHeaders({tr("Backend"), tr("State"), tr("GPUs"), tr("What it said")});

    auto* devices_box = new QGroupBox(tr("Detected GPUs and their catalog entries"), this);
    devices_box->setObjectName(QStringLiteral("probeDevicesBox"));
    auto* dl = new QVBoxLayout(devices_box);
    dl->addWidget(devices_);
    auto* diff_box = new QGroupBox(tr("Differences from the catalog"), this);
    diff_box->setObjectName(QStringLiteral("probeDifferencesBox"));
    auto* fl = new QVBoxLayout(diff_box);
    fl->addWidget(differences_);
    devices_box_ = devices_box;
    differences_box_ = diff_box;
    auto* backends_box = new QGroupBox(tr("Backends"), this);
    backends_box->setObjectName(QStringLiteral("probeBackendsBox"));
    auto* bl = new QVBoxLayout(backends_box);
    bl->addWidget(backends_);
    auto* middle = new QSplitter(Qt::Horizontal, this);
    middle->addWidget(diff_box);
    middle->addWidget(backends_box);
    middle->setStretchFactor(0, 2);
    middle->setStretchFactor(1, 3);

    progress_->setObjectName(QStringLiteral("probeProgress"));
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    bench_status_->setObjectName(QStringLiteral("probeBenchmarkStatus"));
    bench_status_->setWordWrap(true);
    bench_table_->setFilterVisible(false);
    // Columns as wide as their contents, the flag (last) takes the rest.
    bench_table_->view()->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    bench_table_->view()->horizontalHeader()->setStretchLastSection(true);
    bench_table_->setHeaders(
        {tr("GPU"), tr("Measurement"), tr("Measured"), tr("Catalog peak"), tr("% of peak"), tr("Flag")});
    auto* bench_box = new QGroupBox(tr("Benchmark (CUDA)"), this);
    bench_box->setObjectName(QStringLiteral("probeBenchmarkBox"));
    auto* ml = new QVBoxLayout(bench_box);
    ml->addWidget(progress_);
    ml->addWidget(bench_status_);
    ml->addWidget(bench_table_, 1);
    bench_box_ = bench_box;

    quantity_->setObjectName(QStringLiteral("probeQuantityCombo"));
    quantity_->addItem(tr("Utilisation (%)"), Utilisation);
    quantity_->addItem(format::withMemoryUnit(tr("Memory used (%1)")), MemoryUsed);
    quantity_->addItem(tr("Power draw (W)"), Power);
    quantity_->addItem(tr("Temperature (°C)"), Temperature);
    chart_->setObjectName(QStringLiteral("probeLiveChart"));
    chart_->setWindow(kWindowS);
    chart_->setEmptyText(tr("Waiting for the first reading…"));
    chart_->setMinimumHeight(220);
    chart_->setXYTooltipFormatter([this](const QXYSeries* s, QPointF p) {
        return tr("%1: %2 %3 at %4 s")
            .arg(s->name(), format::number(p.y()), unit_, QLocale().toString(p.x(), 'f', 0));
    });
    auto* live_box = new QGroupBox(tr("Live (every second, last %1 s)").arg(kWindowS), this);
    live_box->setObjectName(QStringLiteral("probeLiveBox"));
    auto* ll = new QVBoxLayout(live_box);
    auto* ql = new QHBoxLayout;
    ql->addWidget(new QLabel(tr("Show:"), this));
    ql->addWidget(quantity_);
    ql->addStretch(1);
    ll->addLayout(ql);
    ll->addWidget(chart_, 1);
    live_box_ = live_box;

    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(bench_box);
    bottom->addWidget(live_box);
    bottom->setStretchFactor(0, 11);
    bottom->setStretchFactor(1, 9);
    bottom->setChildrenCollapsible(false);

    // The tables take the height of their rows; the benchmark and the chart the rest.
    auto* cl = new QVBoxLayout(content_);
    cl->setContentsMargins(0, 0, 0, 0);
    cl->addWidget(devices_box, 0);
    cl->addWidget(middle, 0);
    cl->addWidget(bottom, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(message_);
    layout->addWidget(content_, 1);

    timer_->setObjectName(QStringLiteral("probeSampleTimer"));
    timer_->setInterval(kSampleIntervalMs);
    connect(timer_, &QTimer::timeout, this, &ProbeTab::sampleNow);
    connect(detect_button_, &QPushButton::clicked, this, &ProbeTab::detect);
    connect(bench_button_, &QPushButton::clicked, this, &ProbeTab::runBenchmark);
    connect(cancel_button_, &QPushButton::clicked, this, &ProbeTab::cancelBenchmark);
    connect(attach_button_, &QPushButton::clicked, this, &ProbeTab::attachToScenario);
    connect(detach_button_, &QPushButton::clicked, this, &ProbeTab::detachFromScenario);
    connect(quantity_, &QComboBox::currentIndexChanged, this, &ProbeTab::redrawChart);
    connect(session_, &PlanSession::scenarioChanged, this, &ProbeTab::updateButtons);
    connect(session_, &PlanSession::catalogChanged, this, [this] {
        if (state_ == State::Ready) {
            matchCatalog();
            updateDevices();
            updateBenchmark();
            updateButtons();
        }
    });

    redrawChart();
    updateBenchmark();
    setState(State::Idle);
}

ProbeTab::~ProbeTab() {
    timer_->stop();
    if (bench_stop_)
        bench_stop_->request_stop();
    std::unique_lock lock(mailbox_->mutex);
    mailbox_->target = nullptr;
    // Give the workers a moment to finish (a cancelled benchmark polls its stop
    // token); one stuck in a driver call is left behind, detached.
    mailbox_->idle.wait_for(lock, std::chrono::seconds(3), [this] { return mailbox_->running == 0; });
}

bool ProbeTab::probeEnabled() const {
    return QSettings().value(kEnabledKey, true).toBool();
}

bool ProbeTab::isSampling() const {
    return timer_->isActive();
}

double ProbeTab::liveWindow() const {
    return kWindowS;
}

void ProbeTab::setBenchmarkOptions(const probe::BenchmarkOptions& options) {
    bench_options_ = options;
    time_limit_->setValue(static_cast<int>(std::clamp(options.time_limit_s, 5.0, 3600.0)));
}

probe::BenchmarkOptions ProbeTab::benchmarkOptions() const {
    probe::BenchmarkOptions o = bench_options_;
    o.time_limit_s = time_limit_->value();
    return o;
}

void ProbeTab::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    applySettings();
}

void ProbeTab::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    updateSampling();
}

void ProbeTab::applySettings() {
    if (!probeEnabled()) {
        if (state_ != State::Disabled) {
            ++generation_; // whatever is in flight is of no use now
            cancelBenchmark();
            probe_.reset(); // the vendor libraries go with it (once no worker holds it)
            report_ = {};
            history_.clear();
            redrawChart();
            updateDevices();
            updateBenchmark();
            setState(State::Disabled);
        }
    } else if (state_ == State::Idle || state_ == State::Disabled) {
        detect();
    }
    updateSampling();
}

void ProbeTab::detect() {
    if (!probeEnabled()) {
        applySettings();
        return;
    }
    const std::uint64_t generation = ++generation_;
    setState(State::Detecting);
    spawn([box = mailbox_, generation] {
        auto probe = std::make_shared<probe::Probe>(probe::ProbeOptions::fromEnvironment());
        ProbeReport report;
        try {
            report = probe->detect();
        } catch (const std::exception& e) {
            report.backends.push_back({"probe", BackendStatus::State::Failed, e.what(), 0});
        }
        box->post([generation, probe = std::move(probe), report = std::move(report)](ProbeTab* tab) mutable {
            tab->onDetected(generation, std::move(probe), std::move(report));
        });
    });
}

void ProbeTab::onDetected(std::uint64_t generation, std::shared_ptr<probe::Probe> probe, ProbeReport report) {
    if (generation != generation_ || !probeEnabled())
        return;
    // A benchmark already run stays with the new readings (matched by bus id).
    report.benchmark = report_.benchmark;
    report_ = std::move(report);
    probe_ = std::move(probe);
    sample_in_flight_ = false;
    history_.clear();
    matchCatalog();
    redrawChart();
    updateDevices();
    updateBenchmark();
    setState(report_.devices.empty() ? State::NoGpu : State::Ready);
    Q_EMIT detectionFinished();
    if (state_ == State::Ready && isVisible())
        sampleNow(); // the chart starts at once, not a second later
}

void ProbeTab::matchCatalog() {
    const Catalog& catalog = session_->catalog();
    probe::Probe::matchCatalog(report_, catalog);
    probe::Probe::attachBenchmark(report_, &catalog);
}

void ProbeTab::setState(State state) {
    state_ = state;
    const int n = static_cast<int>(report_.devices.size());
    QString text;
    switch (state) {
    case State::Idle:
        break;
    case State::Disabled:
        text =
            tr("<h3>Probe disabled in Preferences</h3>"
               "<p>Nothing is read from this machine and no vendor library is loaded. Enable the GPU probe "
               "in Preferences to compare this machine's GPUs with the catalog.</p>");
        break;
    case State::Detecting:
        text = tr("<b>Detecting GPUs…</b> (NVML, ROCm SMI, PCI sysfs)");
        break;
    case State::NoGpu:
        text = tr("<h3>No GPU found on this machine</h3>"
                  "<p>None of the backends below reported a GPU. This is not an error: the planner works "
                  "the same without one. What each backend said:</p>");
        break;
    case State::Ready:
        text = tr("%n GPU(s) detected on this machine.", nullptr, n);
        if (!report_.catalog_message.empty())
            text += QStringLiteral(" ") + qs(report_.catalog_message).toHtmlEscaped();
        break;
    }
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    const bool results = state == State::Ready || state == State::NoGpu;
    content_->setVisible(results);
    for (QWidget* w : {devices_box_, differences_box_, bench_box_, live_box_})
        w->setVisible(state == State::Ready);
    updateButtons();
    updateSampling();
}

void ProbeTab::updateSampling() {
    const bool want = isVisible() && state_ == State::Ready && probe_ && probeEnabled();
    if (want && !timer_->isActive())
        timer_->start();
    else if (!want && timer_->isActive())
        timer_->stop();
}

void ProbeTab::sampleNow() {
    if (!probe_ || sample_in_flight_ || state_ != State::Ready)
        return;
    sample_in_flight_ = true;
    const std::uint64_t generation = generation_;
    spawn([box = mailbox_, probe = probe_, generation] {
        std::vector<LiveSample> samples;
        try {
            samples = probe->sample();
        } catch (...) {
            // No reading this second.
        }
        box->post([generation, samples = std::move(samples)](ProbeTab* tab) mutable {
            tab->onSamples(generation, std::move(samples));
        });
    });
}

void ProbeTab::onSamples(std::uint64_t generation, std::vector<LiveSample> samples) {
    if (generation != generation_)
        return;
    sample_in_flight_ = false;
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
        std::optional<double> v;
        switch (quantity) {
        case Utilisation:
            if (s.utilization_gpu_percent)
                v = *s.utilization_gpu_percent;
            break;
        case MemoryUsed:
            if (s.vram_used_bytes)
                v = format::memoryValue(static_cast<double>(*s.vram_used_bytes));
            break;
        case Power:
            v = s.power_draw_w;
            break;
        case Temperature:
            v = s.temperature_c;
            break;
        }
        if (v)
            chart_->addPoint(seriesName(bus), s.time_s, *v);
    }
    Q_EMIT sampled();
}

QString ProbeTab::seriesName(const std::string& bus_id) const {
    for (std::size_t i = 0; i < report_.devices.size(); ++i) {
        const auto& d = report_.devices[i].readings;
        if (d.pci_bus_id == bus_id)
            return tr("GPU %1").arg(i);
    }
    return qs(bus_id);
}

void ProbeTab::redrawChart() {
    const int quantity = quantity_->currentData().toInt();
    chart_->clear();
    switch (quantity) {
    case Utilisation:
        chart_->setAxisTitles(tr("Time (s)"), tr("Utilisation (%)"));
        unit_ = tr("%");
        chart_->setYRange(0, 100);
        break;
    case MemoryUsed:
        chart_->setAxisTitles(tr("Time (s)"), format::withMemoryUnit(tr("Memory used (%1)")));
        unit_ = format::memoryUnitName();
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
    for (const auto& [t, list] : by_time) {
        for (const LiveSample* s : list) {
            std::optional<double> v;
            if (quantity == Utilisation && s->utilization_gpu_percent)
                v = *s->utilization_gpu_percent;
            else if (quantity == MemoryUsed && s->vram_used_bytes)
                v = format::memoryValue(static_cast<double>(*s->vram_used_bytes));
            else if (quantity == Power)
                v = s->power_draw_w;
            else if (quantity == Temperature)
                v = s->temperature_c;
            if (v)
                chart_->addPoint(seriesName(s->pci_bus_id), t, *v);
        }
    }
}

void ProbeTab::updateDevices() {
    const Catalog& catalog = session_->catalog();
    QList<QList<TableCell>> rows;
    QStringList keys;
    QList<QPair<int, int>> flagged; // (row, column) of a difference
    differences_->clear();
    for (std::size_t i = 0; i < report_.devices.size(); ++i) {
        const auto& p = report_.devices[i];
        const auto& d = p.readings;
        const GpuSpec* spec = p.match ? catalog.findGpu(p.match->gpu_id) : nullptr;
        const int row = static_cast<int>(rows.size());
        QList<TableCell> cells;
        QString details = tr("Vendor: %1\nDriver: %2\nUUID: %3\nRead by: %4")
                              .arg(qs(d.vendor), qs(d.driver), qs(d.uuid))
                              .arg(qs([&] {
                                  std::string s;
                                  for (const auto& x : d.sources)
                                      s += (s.empty() ? "" : ", ") + x;
                                  return s;
                              }()));
        for (const auto& [field, why] : d.unavailable)
            details += tr("\nNot read: %1 (%2)").arg(qs(field), qs(why));
        cells.append(TableCell(tr("GPU %1").arg(i), {}, details));
        cells.append(TableCell(d.name.empty() ? tr("(no name)") : qs(d.name), {}, details));
        QString how = qs(p.match_message);
        if (p.match) {
            cells.append(TableCell(qs(p.match->gpu_name), {}, qs(p.match->gpu_id)));
            how = p.match->method == "pci-device-id" ? tr("PCI id")
                  : p.match->method == "name"        ? tr("name")
                                                     : qs(p.match->method);
        } else {
            cells.append(TableCell(tr("none"), {}, qs(p.match_message), TableCell::Tone::Bad));
        }
        // "here / catalog" (the catalog part only when the match has that figure);
        // the units are in the headers.
        auto pair = [](const QString& here, const QString& listed) {
            return listed.isEmpty() ? here : ProbeTab::tr("%1 / %2").arg(here, listed);
        };
        const QString not_read = tr("not read");
        // VRAM: "85.9 / 85.9" (GB)
        cells.append(TableCell(
            pair(d.vram_total_bytes ? format::memory(static_cast<double>(*d.vram_total_bytes)) : not_read,
                 spec && spec->vram_bytes > 0 ? format::memory(static_cast<double>(spec->vram_bytes))
                                              : QString()),
            {},
            d.vram_total_bytes ? tr("%1 GiB here")
                                     .arg(QLocale().toString(
                                         static_cast<double>(*d.vram_total_bytes) / (1ull << 30), 'f', 1))
                               : QString()));
        // PCIe: the link's maximum (the current one drops at idle): "Gen4 x16 / Gen4 x16"
        const QString pcie =
            pair(link(d.pcie_gen_max, d.pcie_width_max), spec && (spec->pcie_gen || spec->pcie_lanes)
                                                             ? link(spec->pcie_gen, spec->pcie_lanes)
                                                             : QString());
        QString pcie_tip =
            tr("Now: %1 (the link slows down at idle)").arg(link(d.pcie_gen_current, d.pcie_width_current));
        if (d.pcie_gen_gpu_max)
            pcie_tip += tr("\nThe GPU supports Gen%1").arg(*d.pcie_gen_gpu_max);
        cells.append(TableCell(pcie, {}, pcie_tip));
        // NVLink: "12 × NVLink 3 / NVLink 3" (twelve active links of NVLink 3)
        QString nvlink = not_read;
        if (d.nvlinks) {
            int active = 0;
            std::optional<unsigned> version;
            for (const auto& l : *d.nvlinks)
                if (l.active) {
                    ++active;
                    if (l.version)
                        version = l.version;
                }
            nvlink = active == 0 ? tr("none")
                     : version   ? tr("%1 × NVLink %2").arg(active).arg(*version)
                                 : tr("%1 × NVLink").arg(active);
        }
        cells.append(
            TableCell(spec ? pair(nvlink, spec->fabric.empty() ? tr("none") : qs(spec->fabric)) : nvlink));
        // Power limit vs TDP: "300 / 400" (W)
        cells.append(
            TableCell(pair(d.power_limit_w ? QLocale().toString(*d.power_limit_w, 'f', 0) : not_read,
                           spec && spec->tdp_w ? QLocale().toString(*spec->tdp_w, 'f', 0) : QString())));
        cells.append(TableCell(how, {}, qs(p.match_message)));
        cells.append(TableCell(qs(d.pci_bus_id)));

        const QString device = tr("GPU %1 (%2)").arg(i).arg(qs(d.pci_bus_id));
        for (const auto& x : p.differences) {
            const int column = columnOf(x.field);
            if (column >= 0) {
                cells[column].tone = TableCell::Tone::Bad;
                cells[column].tooltip = qs(x.message);
                flagged.append({row, column});
            }
            auto* item = new QListWidgetItem(tr("%1: %2").arg(device, qs(x.message)), differences_);
            item->setData(Qt::UserRole, qs(x.field));
            item->setForeground(QColor(0xb0, 0x3a, 0x2e));
        }
        if (!p.match) {
            auto* item = new QListWidgetItem(tr("%1: no catalog entry (%2)").arg(device, qs(p.match_message)),
                                             differences_);
            item->setData(Qt::UserRole, QStringLiteral("match"));
        }
        rows.append(cells);
        keys.append(qs(d.pci_bus_id));
    }
    if (!report_.catalog_message.empty())
        new QListWidgetItem(qs(report_.catalog_message), differences_);
    if (differences_->count() == 0 && !report_.devices.empty()) {
        auto* item = new QListWidgetItem(tr("None: every GPU matches its catalog entry."), differences_);
        item->setForeground(QColor(0x1e, 0x7b, 0x34));
    }
    devices_->setRows(rows, keys);
    // A difference stands out by its background too (not only its colour).
    for (int r = 0; r < devices_->model()->rowCount(); ++r)
        for (int c = 0; c < devices_->model()->columnCount(); ++c)
            if (QStandardItem* item = devices_->model()->item(r, c))
                item->setBackground(flagged.contains({r, c}) ? QBrush(QColor(0xfb, 0xe3, 0xdf)) : QBrush());
    fitHeight(devices_, 2, 8);

    QList<QList<TableCell>> brows;
    QStringList bkeys;
    for (const auto& b : report_.backends) {
        const auto tone = b.state == BackendStatus::State::Ok       ? TableCell::Tone::Good
                          : b.state == BackendStatus::State::Failed ? TableCell::Tone::Bad
                                                                    : TableCell::Tone::Plain;
        brows.append({TableCell(backendName(b.name)), TableCell(stateName(b.state), {}, {}, tone),
                      TableCell(QString::number(b.devices), b.devices),
                      TableCell(qs(b.message), {}, qs(b.message))});
        bkeys.append(qs(b.name));
    }
    backends_->setRows(brows, bkeys);
    fitHeight(backends_, 4, 6);
}

void ProbeTab::runBenchmark() {
    if (!probe_ || bench_running_ || state_ != State::Ready)
        return;
    bench_stop_.emplace();
    bench_running_ = true;
    const probe::BenchmarkOptions options = benchmarkOptions();
    const std::uint64_t generation = ++bench_generation_;
    progress_->setValue(0);
    progress_->setFormat(tr("Starting…"));
    bench_status_->setText(tr("Running: the GPU is busy; Cancel stops it within a second."));
    updateButtons();
    spawn([box = mailbox_, probe = probe_, options, generation, token = bench_stop_->get_token()] {
        BenchmarkReport report;
        try {
            report = probe->benchmark(options, token, [box](const std::string& step, double fraction) {
                box->post(
                    [step = qs(step), fraction](ProbeTab* tab) { tab->onBenchmarkProgress(step, fraction); });
            });
        } catch (const std::exception& e) {
            report.status = "failed";
            report.message = e.what();
        }
        box->post([generation, report = std::move(report)](ProbeTab* tab) mutable {
            tab->onBenchmarkDone(generation, std::move(report));
        });
    });
    // A benchmark stuck in a driver call past its time limit is given up on.
    QTimer::singleShot(
        static_cast<int>(options.time_limit_s * 1000) + kCancelGraceMs, this, [this, generation] {
            if (bench_running_ && generation == bench_generation_)
                abandonBenchmark(
                    tr("The benchmark did not finish within its time limit (driver hung?); abandoned."));
        });
}

void ProbeTab::cancelBenchmark() {
    if (!bench_running_ || !bench_stop_)
        return;
    bench_stop_->request_stop();
    bench_status_->setText(tr("Cancelling…"));
    cancel_button_->setEnabled(false);
    const std::uint64_t generation = bench_generation_;
    QTimer::singleShot(kCancelGraceMs, this, [this, generation] {
        if (bench_running_ && generation == bench_generation_)
            abandonBenchmark(tr("The benchmark did not stop when asked (driver hung?); abandoned."));
    });
}

void ProbeTab::abandonBenchmark(const QString& why) {
    ++bench_generation_; // its result, should it ever come, is dropped
    bench_running_ = false;
    bench_stop_.reset();
    progress_->setFormat(tr("Abandoned"));
    bench_status_->setText(why);
    updateButtons();
    Q_EMIT benchmarkFinished();
}

void ProbeTab::onBenchmarkProgress(const QString& step, double fraction) {
    if (!bench_running_)
        return;
    progress_->setValue(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000));
    progress_->setFormat(tr("%1 — %p%").arg(step));
}

void ProbeTab::onBenchmarkDone(std::uint64_t generation, BenchmarkReport report) {
    if (generation != bench_generation_)
        return;
    bench_running_ = false;
    bench_stop_.reset();
    // Figures of a previous run on devices this run skipped are not kept: one run, one set.
    for (auto& d : report_.devices)
        d.benchmark.reset();
    report_.benchmark = std::move(report);
    probe::Probe::attachBenchmark(report_, &session_->catalog());
    updateBenchmark();
    updateButtons();
    Q_EMIT benchmarkFinished();
}

void ProbeTab::updateBenchmark() {
    QList<QList<TableCell>> rows;
    QStringList keys;
    QList<QPair<int, QString>> flags;
    if (report_.benchmark) {
        for (const auto& d : report_.benchmark->devices) {
            QString device = qs(d.pci_bus_id);
            for (std::size_t i = 0; i < report_.devices.size(); ++i)
                if (report_.devices[i].readings.pci_bus_id == d.pci_bus_id)
                    device = tr("GPU %1").arg(i);
            for (const auto& m : d.measurements) {
                QList<TableCell> cells;
                cells.append(TableCell(device, {}, tr("%1 (%2)").arg(qs(d.name), qs(d.pci_bus_id))));
                cells.append(TableCell(measurementName(m.name), {}, qs(m.name)));
                QString runs;
                for (double r : m.runs)
                    runs += (runs.isEmpty() ? QString() : QStringLiteral(", ")) + rate(r, m.unit);
                cells.append(m.value ? TableCell(rate(*m.value, m.unit), *m.value,
                                                 tr("Median of %n run(s): %1", nullptr,
                                                    static_cast<int>(m.runs.size()))
                                                     .arg(runs))
                                     : TableCell(tr("not run"), -1.0, qs(m.message)));
                cells.append(
                    m.catalog_peak
                        ? TableCell(rate(*m.catalog_peak, m.unit), *m.catalog_peak, qs(m.peak_source))
                        : TableCell(tr("—"), -1.0, tr("The catalog has no figure to compare")));
                cells.append(m.fraction_of_peak ? TableCell(QStringLiteral("%1 %").arg(QLocale().toString(
                                                                *m.fraction_of_peak * 100, 'f', 0)),
                                                            *m.fraction_of_peak)
                                                : TableCell(tr("—"), -1.0));
                QString flag;
                if (m.flag == "above_peak")
                    flag = tr("Above peak");
                else if (m.flag == "below_expected")
                    flag = tr("Far below expected");
                else if (!m.value)
                    flag = qs(m.message);
                cells.append(TableCell(flag, {}, qs(m.message),
                                       m.flag.empty() ? TableCell::Tone::Plain : TableCell::Tone::Bad));
                flags.append({static_cast<int>(rows.size()), qs(m.flag)});
                rows.append(cells);
                keys.append(qs(d.pci_bus_id + "/" + m.name));
            }
        }
    }
    bench_table_->setRows(rows, keys);
    for (const auto& [r, flag] : flags) {
        const QBrush background = flag == QStringLiteral("above_peak") ? QBrush(QColor(0xfb, 0xe3, 0xdf))
                                  : flag == QStringLiteral("below_expected")
                                      ? QBrush(QColor(0xfd, 0xf1, 0xcf))
                                      : QBrush();
        for (int c = 0; c < bench_table_->model()->columnCount(); ++c)
            if (QStandardItem* item = bench_table_->model()->item(r, c))
                item->setBackground(background);
    }

    if (bench_running_)
        return;
    if (!report_.benchmark) {
        progress_->setValue(0);
        progress_->setFormat(tr("Not run"));
        bench_status_->setText(tr("Measures what this machine really delivers, against the catalog's peaks "
                                  "(needs the NVIDIA driver; about a minute)."));
        return;
    }
    const auto& b = *report_.benchmark;
    const QString message = qs(b.message);
    if (b.status == "ok") {
        progress_->setValue(1000);
        progress_->setFormat(tr("Done"));
        bench_status_->setText(tr("Done in %1 s.").arg(QLocale().toString(b.elapsed_s, 'f', 1)));
    } else if (b.status == "cancelled") {
        progress_->setFormat(tr("Cancelled"));
        bench_status_->setText(
            tr("Cancelled after %1 s. %2").arg(QLocale().toString(b.elapsed_s, 'f', 1), message));
    } else if (b.status == "timed_out") {
        progress_->setFormat(tr("Time limit reached"));
        bench_status_->setText(tr("Stopped at the time limit; the rest was skipped. %1").arg(message));
    } else if (b.status == "unavailable") {
        progress_->setValue(0);
        progress_->setFormat(tr("Unavailable"));
        bench_status_->setText(tr("The benchmark cannot run here: %1").arg(message));
    } else {
        progress_->setFormat(tr("Failed"));
        bench_status_->setText(tr("The benchmark failed: %1").arg(message));
    }
}

void ProbeTab::attachToScenario() {
    if (state_ != State::Ready)
        return;
    Scenario next = session_->scenario();
    next.probe = report_;
    session_->edit(next, tr("Attach the GPU probe"));
}

void ProbeTab::detachFromScenario() {
    if (!session_->scenario().probe)
        return;
    Scenario next = session_->scenario();
    next.probe.reset();
    session_->edit(next, tr("Detach the GPU probe"));
}

void ProbeTab::updateButtons() {
    const bool ready = state_ == State::Ready;
    const auto& attached = session_->scenario().probe;
    detect_button_->setEnabled(state_ != State::Detecting && state_ != State::Disabled);
    bench_button_->setEnabled(ready && !bench_running_);
    cancel_button_->setEnabled(bench_running_ && bench_stop_ && !bench_stop_->stop_requested());
    time_limit_->setEnabled(!bench_running_);
    attach_button_->setEnabled(ready && (!attached || *attached != report_));
    detach_button_->setEnabled(attached.has_value());
    if (!attached)
        attached_label_->clear();
    else if (ready && *attached == report_)
        attached_label_->setText(tr("Attached to the scenario"));
    else
        attached_label_->setText(tr("The scenario carries a probe of %n GPU(s)", nullptr,
                                    static_cast<int>(attached->devices.size())));
}

} // namespace gpuplan::gui
