#include "gui/scenario/ServingInputs.h"

#include "core/scenario/PlanChecks.h"
#include "core/serving/ServingEngine.h"
#include "gui/scenario/PlanSession.h"
#include "text/CoreText.h"
#include "text/QtString.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>

namespace gpuplan::gui {

namespace {

enum TrafficKind { Users = 0, RequestsPerSecond = 1 };

} // namespace

ServingInputs::ServingInputs(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), engine_(new QComboBox(this)),
      utilization_(new QDoubleSpinBox(this)), tp_(new QSpinBox(this)), traffic_kind_(new QComboBox(this)),
      traffic_(new QDoubleSpinBox(this)), prompt_(new QSpinBox(this)), output_(new QSpinBox(this)),
      max_model_len_(new QSpinBox(this)), ttft_target_(new QSpinBox(this)),
      speed_target_(new QDoubleSpinBox(this)), error_(new QLabel(this)) {
    setObjectName(QStringLiteral("servingInputs"));
    setUpEngineFields();
    setUpTrafficFields();
    setUpTargetFields();
    layOutFields();
    connectFields();
    refresh();
}

// The engine, its share of the GPU memory and the GPUs of a replica.
void ServingInputs::setUpEngineFields() {
    engine_->setObjectName(QStringLiteral("servingEngine"));
    for (Engine e : engines())
        engine_->addItem(text::qs(std::string(engineName(e))), text::qs(std::string(engineId(e))));
    engine_->setToolTip(tr("The serving engine: how it lays out the memory and how fast it runs"));

    utilization_->setObjectName(QStringLiteral("servingUtilization"));
    utilization_->setRange(0.10, 1.00);
    utilization_->setSingleStep(0.01);
    utilization_->setDecimals(2);
    utilization_->setToolTip(tr("The share of the GPU memory the engine may use (vLLM's "
                                "--gpu-memory-utilization): the weights, one step's activations and "
                                "the KV cache"));

    tp_->setObjectName(QStringLiteral("servingTp"));
    tp_->setRange(1, 64);
    tp_->setToolTip(tr("GPUs per replica (tensor parallel); the scenario's GPUs over this make the "
                       "replicas"));
}

// The traffic and the length of its requests.
void ServingInputs::setUpTrafficFields() {
    traffic_kind_->setObjectName(QStringLiteral("servingTrafficKind"));
    traffic_kind_->addItem(tr("Concurrent users"));
    traffic_kind_->addItem(tr("Requests per second"));
    traffic_->setObjectName(QStringLiteral("servingTraffic"));
    traffic_->setRange(0.01, 1'000'000);
    traffic_->setToolTip(tr("Concurrent users each wait for an answer, then ask again; requests per "
                            "second arrive at random (Poisson)"));

    prompt_->setObjectName(QStringLiteral("servingPromptTokens"));
    prompt_->setRange(1, 10'000'000);
    prompt_->setSingleStep(100);
    prompt_->setSuffix(tr(" tokens"));
    output_->setObjectName(QStringLiteral("servingOutputTokens"));
    output_->setRange(1, 10'000'000);
    output_->setSingleStep(50);
    output_->setSuffix(tr(" tokens"));

    // 0 shows as the model's own context (ServingSettings::max_model_len unset).
    max_model_len_->setObjectName(QStringLiteral("servingMaxModelLen"));
    max_model_len_->setRange(0, 20'000'000);
    max_model_len_->setSingleStep(1024);
    max_model_len_->setSuffix(tr(" tokens"));
}

void ServingInputs::setUpTargetFields() {
    ttft_target_->setObjectName(QStringLiteral("servingTtftTarget"));
    ttft_target_->setRange(0, 600'000);
    ttft_target_->setSingleStep(100);
    ttft_target_->setSuffix(tr(" ms"));
    ttft_target_->setSpecialValueText(tr("none"));
    ttft_target_->setToolTip(tr("Time to first token at the 95th percentile"));
    speed_target_->setObjectName(QStringLiteral("servingSpeedTarget"));
    speed_target_->setRange(0, 10'000);
    speed_target_->setDecimals(1);
    speed_target_->setSuffix(tr(" tokens/s"));
    speed_target_->setSpecialValueText(tr("none"));
    speed_target_->setToolTip(tr("Tokens per second each user sees (1000 / time per output token in ms)"));
}

void ServingInputs::layOutFields() {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto add = [&](int row, int column, const QString& label, QWidget* field) {
        auto* l = new QLabel(label, this);
        l->setBuddy(field);
        grid->addWidget(l, row, column * 2);
        grid->addWidget(field, row, column * 2 + 1);
        return l;
    };
    // Two fields a row: the tab keeps its room on a 1024-pixel screen in a longer language.
    auto* traffic = new QWidget(this);
    auto* traffic_row = new QHBoxLayout(traffic);
    traffic_row->setContentsMargins(0, 0, 0, 0);
    traffic_row->addWidget(traffic_kind_);
    traffic_row->addWidget(traffic_, 1);
    add(0, 0, tr("&Engine"), engine_);
    add(0, 1, tr("GPU memory &use"), utilization_);
    add(1, 0, tr("GPUs per re&plica"), tp_);
    add(1, 1, tr("T&raffic"), traffic)->setBuddy(traffic_kind_);
    add(2, 0, tr("Prompt"), prompt_);
    add(2, 1, tr("Output"), output_);
    add(3, 0, tr("First token &within"), ttft_target_);
    add(3, 1, tr("Speed per &user"), speed_target_);
    add(4, 0, tr("Max context"), max_model_len_);
    // Why the last change was refused (a request longer than the context, a TP that splits no heads).
    error_->setObjectName(QStringLiteral("servingInputsError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("QLabel { color: #a4262c; }"));
    error_->hide();
    grid->addWidget(error_, 5, 0, 1, 4);
    for (int c = 1; c < 4; c += 2)
        grid->setColumnStretch(c, 1);
}

void ServingInputs::connectFields() {
    for (QComboBox* box : {engine_, traffic_kind_}) {
        // Wide enough for its choices when there is room, shortened on a small screen: the
        // tool tip then says the choice whole.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
        const QString about = box->toolTip();
        auto tip = [box, about] {
            box->setToolTip(about.isEmpty() ? box->currentText()
                                            : box->currentText() + QStringLiteral("\n") + about);
        };
        connect(box, &QComboBox::currentIndexChanged, this, tip);
        tip();
    }
    for (QComboBox* box : {engine_, traffic_kind_})
        connect(box, &QComboBox::currentIndexChanged, this, [this, box] { changed(box); });
    for (QSpinBox* spin : {tp_, prompt_, output_, max_model_len_, ttft_target_})
        connect(spin, &QSpinBox::valueChanged, this, [this, spin] { changed(spin); });
    for (QDoubleSpinBox* spin : {utilization_, traffic_, speed_target_})
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { changed(spin); });
}

void ServingInputs::refresh() {
    const Scenario& scenario = session_->scenario();
    const ServingSettings& s = scenario.serving;
    updating_ = true;
    engine_->setCurrentIndex(engine_->findData(text::qs(std::string(engineId(s.engine)))));
    const GpuSpec* gpu = session_->catalog().findGpu(scenario.gpu_id);
    utilization_->setValue(s.gpu_memory_utilization ? *s.gpu_memory_utilization
                                                    : engineDefaults(s.engine, gpu).gpu_memory_utilization);
    tp_->setMaximum(std::max<int>(64, static_cast<int>(scenario.gpu_count)));
    tp_->setValue(static_cast<int>(s.tp));
    const bool rate = s.requests_per_s.has_value();
    traffic_kind_->setCurrentIndex(rate ? RequestsPerSecond : Users);
    traffic_->setDecimals(rate ? 2 : 0);
    traffic_->setMinimum(rate ? 0.01 : 1);
    traffic_->setValue(rate ? *s.requests_per_s : static_cast<double>(s.users.value_or(1)));
    prompt_->setValue(static_cast<int>(std::min<std::uint64_t>(s.prompt_tokens, 10'000'000)));
    output_->setValue(static_cast<int>(std::min<std::uint64_t>(s.output_tokens, 10'000'000)));
    const std::uint64_t context = session_->results().model.max_context;
    // Short, so that the field stays narrow on a small screen; the model's context in the tool tip.
    max_model_len_->setSpecialValueText(tr("model's"));
    max_model_len_->setToolTip(
        tr("The longest request the engine admits (vLLM's --max-model-len): a model's full context may not "
           "fit in the KV cache, which then holds not even one request. The model's: %L1 tokens")
            .arg(context));
    max_model_len_->setValue(
        s.max_model_len ? static_cast<int>(std::min<std::uint64_t>(*s.max_model_len, 20'000'000)) : 0);
    ttft_target_->setValue(s.ttft_p95_ms ? static_cast<int>(std::lround(*s.ttft_p95_ms)) : 0);
    double speed = 0;
    if (s.tokens_per_s_per_user)
        speed = *s.tokens_per_s_per_user;
    else if (s.tpot_ms && *s.tpot_ms > 0)
        speed = 1000.0 / *s.tpot_ms;
    speed_target_->setValue(speed);
    updating_ = false;
}

void ServingInputs::changed(QWidget* field) {
    if (updating_)
        return;
    Scenario next = session_->scenario();
    ServingSettings& s = next.serving;
    QString what;
    if (field == engine_) {
        s.engine = parseEngine(engine_->currentData().toString().toStdString());
        s.gpu_memory_utilization.reset(); // the new engine's own default
        what = tr("engine");
    } else if (field == utilization_) {
        s.gpu_memory_utilization = utilization_->value();
        what = tr("GPU memory use");
    } else if (field == tp_) {
        s.tp = static_cast<std::uint32_t>(tp_->value());
        what = tr("GPUs per replica");
    } else if (field == traffic_kind_ || field == traffic_) {
        // Switching between users and a rate keeps the number where it makes sense.
        const bool rate = traffic_kind_->currentIndex() == RequestsPerSecond;
        const double v = traffic_->value();
        if (rate) {
            s.requests_per_s = std::max(0.01, v);
            s.users.reset();
        } else {
            s.users = static_cast<std::uint32_t>(std::max(1.0, std::round(v)));
            s.requests_per_s.reset();
        }
        what = tr("traffic");
    } else if (field == prompt_) {
        s.prompt_tokens = static_cast<std::uint64_t>(prompt_->value());
        what = tr("prompt tokens");
    } else if (field == output_) {
        s.output_tokens = static_cast<std::uint64_t>(output_->value());
        what = tr("output tokens");
    } else if (field == max_model_len_) {
        if (max_model_len_->value() > 0)
            s.max_model_len = static_cast<std::uint64_t>(max_model_len_->value());
        else
            s.max_model_len.reset();
        what = tr("max context");
    } else if (field == ttft_target_) {
        if (ttft_target_->value() > 0)
            s.ttft_p95_ms = ttft_target_->value();
        else
            s.ttft_p95_ms.reset();
        what = tr("time to first token target");
    } else if (field == speed_target_) {
        s.tpot_ms.reset();
        if (speed_target_->value() > 0)
            s.tokens_per_s_per_user = speed_target_->value();
        else
            s.tokens_per_s_per_user.reset();
        what = tr("speed per user target");
    }
    // A plan no engine would run is refused with the reason, the scenario unchanged.
    try {
        next.validate();
        if (session_->hasResults())
            checkServingForModel(next.serving, session_->results().model);
    } catch (const std::exception& e) {
        error_->setText(tr("Not applied: %1").arg(text::errorText(e)));
        error_->show();
        return;
    }
    error_->hide();
    // Typing in one field is one undo step.
    session_->edit(next, tr("Change %1").arg(what), field->objectName());
}

} // namespace gpuplan::gui
