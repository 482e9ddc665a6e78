#include "gui/probe/ProbeTab.h"

#include "gui/parts/UiFormat.h"
#include "gui/probe/ProbeBenchmarkPanel.h"
#include "gui/probe/ProbeDeviceTable.h"
#include "gui/probe/ProbeLivePanel.h"
#include "gui/probe/ProbeWorkers.h"
#include "gui/scenario/PlanSession.h"
#include "text/CoreText.h"
#include "text/QtString.h"

#include "core/catalog/Catalog.h"
#include "core/probe/Probe.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace gpuplan::gui {

using probe::BenchmarkReport;
using probe::LiveSample;
using probe::ProbeReport;

namespace {

const QString kEnabledKey = QStringLiteral("probe/enabled");
constexpr int kSampleIntervalMs = 1000;
// How long a cancelled benchmark may take to come back before the tab gives up on it.
constexpr int kCancelGraceMs = 10'000;

using text::qs;

} // namespace

ProbeTab::ProbeTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), workers_(std::make_unique<ProbeWorkers>(this)),
      message_(new QLabel(this)), content_(new QWidget(this)),
      detect_button_(new QPushButton(tr("&Detect Again"), this)),
      bench_button_(new QPushButton(tr("Run &Benchmark"), this)),
      cancel_button_(new QPushButton(tr("Cancel"), this)), time_limit_(new QSpinBox(this)),
      attach_button_(new QPushButton(tr("&Attach to Scenario"), this)),
      detach_button_(new QPushButton(tr("Detac&h"), this)), attached_label_(new QLabel(this)),
      devices_(new ProbeDeviceTable(this)), bench_(new ProbeBenchmarkPanel(this)),
      live_(new ProbeLivePanel([this](const std::string& bus_id) { return seriesName(bus_id); }, this)),
      timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("probeTab"));
    nameWidgets();
    layOutTab();
    connectSignals();
    updateBenchmark();
    setState(State::Idle);
}

// Object names (the tests and the screenshots find the widgets by them) and tool tips.
void ProbeTab::nameWidgets() {
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
}

// The buttons over the devices' table, the benchmark beside the live chart under it.
void ProbeTab::layOutTab() {
    auto* bar = new QHBoxLayout;
    bar->addWidget(detect_button_);
    bar->addSpacing(12);
    bar->addWidget(bench_button_);
    bar->addWidget(cancel_button_);
    bar->addWidget(new QLabel(tr("Time limit:"), this));
    bar->addWidget(time_limit_);
    bar->addStretch(1);
    // Attaching on a row of its own, so that the tab fits a small screen.
    auto* attach_bar = new QHBoxLayout;
    attached_label_->setWordWrap(true);
    attach_bar->addWidget(attached_label_, 1);
    attach_bar->addWidget(attach_button_);
    attach_bar->addWidget(detach_button_);

    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(bench_);
    bottom->addWidget(live_);
    bottom->setStretchFactor(0, 11);
    bottom->setStretchFactor(1, 9);
    bottom->setChildrenCollapsible(false);

    // The tables take the height of their rows; the benchmark and the chart the rest.
    auto* cl = new QVBoxLayout(content_);
    cl->setContentsMargins(0, 0, 0, 0);
    cl->addWidget(devices_, 0);
    cl->addWidget(bottom, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(attach_bar);
    layout->addWidget(message_);
    layout->addWidget(content_, 1);
}

void ProbeTab::connectSignals() {
    timer_->setObjectName(QStringLiteral("probeSampleTimer"));
    timer_->setInterval(kSampleIntervalMs);
    connect(timer_, &QTimer::timeout, this, &ProbeTab::sampleNow);
    connect(detect_button_, &QPushButton::clicked, this, &ProbeTab::detect);
    connect(bench_button_, &QPushButton::clicked, this, &ProbeTab::runBenchmark);
    connect(cancel_button_, &QPushButton::clicked, this, &ProbeTab::cancelBenchmark);
    connect(attach_button_, &QPushButton::clicked, this, &ProbeTab::attachToScenario);
    connect(detach_button_, &QPushButton::clicked, this, &ProbeTab::detachFromScenario);
    connect(session_, &PlanSession::scenarioChanged, this, &ProbeTab::updateButtons);
    connect(session_, &PlanSession::catalogChanged, this, [this] {
        if (state_ == State::Ready) {
            matchCatalog();
            updateDevices();
            updateBenchmark();
            updateButtons();
        }
    });
}

ProbeTab::~ProbeTab() {
    timer_->stop();
    if (bench_stop_)
        bench_stop_->request_stop();
    workers_.reset(); // drops late results, waits a moment for the workers
}

bool ProbeTab::probeEnabled() const {
    return QSettings().value(kEnabledKey, true).toBool();
}

bool ProbeTab::isSampling() const {
    return timer_->isActive();
}

double ProbeTab::liveWindow() const {
    return ProbeLivePanel::kWindowS;
}

charts::LiveChart* ProbeTab::liveChart() const {
    return live_->chart();
}

ResultTable* ProbeTab::devicesTable() const {
    return devices_->devicesTable();
}

ResultTable* ProbeTab::backendsTable() const {
    return devices_->backendsTable();
}

ResultTable* ProbeTab::benchmarkTable() const {
    return bench_->table();
}

QListWidget* ProbeTab::differencesList() const {
    return devices_->differencesList();
}

QProgressBar* ProbeTab::progressBar() const {
    return bench_->progressBar();
}

QComboBox* ProbeTab::quantityCombo() const {
    return live_->quantityCombo();
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
            live_->clear();
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
    workers_->detect([this, generation](std::shared_ptr<probe::Probe> probe, ProbeReport report) {
        onDetected(generation, std::move(probe), std::move(report));
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
    matchCatalog();
    live_->clear();
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

void ProbeTab::updateDevices() {
    devices_->showReport(report_, session_->catalog());
}

void ProbeTab::updateBenchmark() {
    bench_->showReport(report_, bench_running_);
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
            text += QStringLiteral(" ") + text::coreText(report_.catalog_message, uiFormat()).toHtmlEscaped();
        break;
    }
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    const bool results = state == State::Ready || state == State::NoGpu;
    content_->setVisible(results);
    devices_->setDevicesVisible(state == State::Ready);
    bench_->setVisible(state == State::Ready);
    live_->setVisible(state == State::Ready);
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
    workers_->sample(probe_, [this, generation](std::vector<LiveSample> samples) {
        onSamples(generation, std::move(samples));
    });
}

void ProbeTab::onSamples(std::uint64_t generation, std::vector<LiveSample> samples) {
    if (generation != generation_)
        return;
    sample_in_flight_ = false;
    live_->addSamples(std::move(samples));
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

void ProbeTab::runBenchmark() {
    if (!probe_ || bench_running_ || state_ != State::Ready)
        return;
    bench_stop_.emplace();
    bench_running_ = true;
    const probe::BenchmarkOptions options = benchmarkOptions();
    const std::uint64_t generation = ++bench_generation_;
    bench_->showStarted();
    updateButtons();
    workers_->benchmark(
        probe_, options, bench_stop_->get_token(),
        [this](const QString& step, double fraction) { onBenchmarkProgress(step, fraction); },
        [this, generation](BenchmarkReport report) { onBenchmarkDone(generation, std::move(report)); });
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
    bench_->showCancelling();
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
    bench_->showAbandoned(why);
    updateButtons();
    Q_EMIT benchmarkFinished();
}

void ProbeTab::onBenchmarkProgress(const QString& step, double fraction) {
    if (!bench_running_)
        return;
    bench_->showProgress(step, fraction);
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
