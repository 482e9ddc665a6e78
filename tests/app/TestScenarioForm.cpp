// The folded sections of the scenario form (issue 5): advanced workload and
// runtime, efficiencies, ownership costs, recommendation constraints. Driven
// through the real widgets of the main window, by objectName.
#include "GuiFixture.h"

#include "core/cost/CostModel.h"
#include "core/scenario/ScenarioJson.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/Settings.h"
#include "gui/scenario/ScenarioForm.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <QXYSeries>

#include "charts/CurveChart.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using gpuplan::PurchaseMode;
using gpuplan::Scenario;
using gpuplan::charts::CurveChart;
using gpuplan::gui::ResultTable;
using gpuplan::gui::ScenarioForm;
using gpuplan::test::choose;
using gpuplan::test::GuiFixture;
using gpuplan::test::type;

namespace {

class ScenarioFormTest : public GuiFixture {
protected:
    // Opens a folded section as a user does: a click on its title.
    void open(const char* id) {
        const QByteArray toggle_name = QByteArray(id) + "SectionToggle";
        const QByteArray body_name = QByteArray(id) + "Section";
        auto* toggle = find<QToolButton>(toggle_name.constData());
        ASSERT_NE(toggle, nullptr);
        if (!toggle->isChecked())
            QTest::mouseClick(toggle, Qt::LeftButton);
        ASSERT_TRUE(toggle->isChecked());
        ASSERT_TRUE(find<QWidget>(body_name.constData())->isVisibleTo(window.get()));
    }
    // Types `text` and leaves the field (the end of one typing session: one undo step).
    void enter(const char* field, const QString& text) {
        auto* edit = find<QLineEdit>(field);
        type(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    QString error(const char* field) const { return window->form()->errorFor(QString::fromLatin1(field)); }
    QString shown(const char* field) const { return find<QLineEdit>(field)->text(); }

    // Shows the Recommend tab and waits for the ranking of the current scenario.
    const gpuplan::Recommendation& recommendation() {
        find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
        EXPECT_TRUE(session->waitForRecommendation(30000));
        EXPECT_TRUE(session->recommendation().has_value());
        return *session->recommendation();
    }
};

// Pastes `text` over the field's contents: one edit, where typing key by key
// would go through the valid values on the way ("150" passes through 1 and 15).
void paste(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    edit->insert(text);
}

// The GPU counts in the Recommend table (column "GPUs"), row by row.
std::vector<int> tableCounts(ResultTable* table) {
    std::vector<int> counts;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        counts.push_back(table->text(r, 2).toInt());
    return counts;
}

// The last point of the Buy vs Rent chart's "Buy N × GPU" curve (cumulative cost at the horizon).
double buyCurveEnd(CurveChart* chart) {
    for (QAbstractSeries* a : chart->chart()->series())
        if (auto* xy = qobject_cast<QXYSeries*>(a); xy && xy->name().startsWith(QStringLiteral("Buy ")))
            return xy->count() > 0 ? xy->at(xy->count() - 1).y() : -1;
    ADD_FAILURE() << "no Buy curve";
    return -1;
}

} // namespace

TEST_F(ScenarioFormTest, SectionsAreFoldedByDefaultAndRememberTheirState) {
    for (const QString& id : ScenarioForm::sectionIds()) {
        auto* toggle = window->findChild<QToolButton*>(id + QStringLiteral("SectionToggle"));
        ASSERT_NE(toggle, nullptr) << id.toStdString();
        EXPECT_FALSE(toggle->isChecked());
        EXPECT_FALSE(toggle->text().isEmpty());
        auto* body = window->findChild<QWidget*>(id + QStringLiteral("Section"));
        ASSERT_NE(body, nullptr) << id.toStdString();
        EXPECT_TRUE(body->isHidden()) << id.toStdString();
    }
    open("efficiencies");
    EXPECT_TRUE(window->form()->isSectionOpen(QStringLiteral("efficiencies")));
    EXPECT_TRUE(gpuplan::gui::Settings().formSectionOpen(QStringLiteral("efficiencies")));
    EXPECT_TRUE(find<QLineEdit>("trainMfuEdit")->isVisibleTo(window.get()));

    // The next form (the next start) opens it again, and only it.
    ScenarioForm again;
    EXPECT_TRUE(again.isSectionOpen(QStringLiteral("efficiencies")));
    EXPECT_FALSE(again.isSectionOpen(QStringLiteral("ownership")));
    EXPECT_FALSE(again.findChild<QWidget*>(QStringLiteral("efficienciesSection"))->isHidden());

    QTest::mouseClick(find<QToolButton>("efficienciesSectionToggle"), Qt::LeftButton);
    EXPECT_TRUE(find<QWidget>("efficienciesSection")->isHidden());
    EXPECT_FALSE(gpuplan::gui::Settings().formSectionOpen(QStringLiteral("efficiencies")));
}

TEST_F(ScenarioFormTest, PueReachesTheScenarioAndTheElectricityCost) {
    ASSERT_DOUBLE_EQ(session->scenario().pue, 1.0);
    ASSERT_TRUE(session->results().buy_rent.available);
    const double power_before = gpuplan::powerCostPerHour(session->results().buy_rent.buy);
    const double buy_before = session->results().buy_rent.selected->breakeven.buy_total_at_horizon;
    ASSERT_GT(power_before, 0.0);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    auto* chart = find<CurveChart>("costChart");
    const double curve_before = buyCurveEnd(chart);
    ASSERT_GT(curve_before, 0.0);

    open("ownership");
    EXPECT_EQ(shown("pueEdit"), QStringLiteral("1"));
    enter("pueEdit", QStringLiteral("1.4"));
    EXPECT_TRUE(error("pueEdit").isEmpty()) << error("pueEdit").toStdString();
    EXPECT_DOUBLE_EQ(session->scenario().pue, 1.4);
    EXPECT_DOUBLE_EQ(session->results().buy_rent.buy.pue, 1.4);
    // The electricity bill is the GPUs' power x PUE: 40 % more.
    EXPECT_NEAR(gpuplan::powerCostPerHour(session->results().buy_rent.buy), power_before * 1.4, 1e-12);
    const double buy_after = session->results().buy_rent.selected->breakeven.buy_total_at_horizon;
    // 36 months x 100 h x the power cost of one hour, x 0.4 more.
    EXPECT_NEAR(buy_after - buy_before, 36 * 100 * power_before * 0.4, 1e-6);
    // The Buy vs Rent chart shows it: its buy curve ends higher by as much.
    EXPECT_NEAR(buyCurveEnd(chart) - curve_before, buy_after - buy_before, 1e-6);
}

TEST_F(ScenarioFormTest, PercentagesAreTypedAsPercentsAndKeptAsFractions) {
    open("efficiencies");
    open("ownership");
    open("advanced");
    // What the scenario holds, shown as percentages (the training share of core/speed/Throughput, fitted
    // on tests/data/training_runs.csv).
    EXPECT_EQ(shown("trainMfuEdit"), QStringLiteral("58"));
    EXPECT_EQ(shown("decodeMemoryEdit"), QStringLiteral("75"));
    EXPECT_EQ(shown("overlapEdit"), QStringLiteral("50"));
    EXPECT_EQ(shown("powerFractionEdit"), QStringLiteral("84.44")); // 380 W of 450 W
    EXPECT_EQ(shown("fragmentationEdit"), QStringLiteral("5"));
    EXPECT_EQ(shown("rocmFactorEdit"), QStringLiteral("1.5"));

    enter("trainMfuEdit", QStringLiteral("55"));
    enter("prefillMfuEdit", QStringLiteral("62.5"));
    enter("decodeMfuEdit", QStringLiteral("30"));
    enter("gemmEdit", QStringLiteral("80"));
    enter("collectiveEdit", QStringLiteral("82"));
    enter("overlapEdit", QStringLiteral("0"));
    enter("rocmFactorEdit", QStringLiteral("1.2"));
    enter("otherStackFactorEdit", QStringLiteral("2"));
    enter("powerFractionEdit", QStringLiteral("90"));
    enter("maintenanceEdit", QStringLiteral("5"));
    enter("resaleEdit", QStringLiteral("30"));
    enter("fragmentationEdit", QStringLiteral("10"));
    const Scenario& s = session->scenario();
    EXPECT_DOUBLE_EQ(s.efficiencies.train_mfu, 0.55);
    EXPECT_DOUBLE_EQ(s.efficiencies.prefill_mfu, 0.625);
    EXPECT_DOUBLE_EQ(s.efficiencies.decode_mfu, 0.30);
    EXPECT_DOUBLE_EQ(s.efficiencies.gemm, 0.80);
    EXPECT_DOUBLE_EQ(s.efficiencies.comm.collective_efficiency, 0.82);
    EXPECT_DOUBLE_EQ(s.efficiencies.comm.overlap, 0.0);
    EXPECT_DOUBLE_EQ(s.efficiencies.rocm_factor, 1.2);
    EXPECT_DOUBLE_EQ(s.efficiencies.other_stack_factor, 2.0);
    EXPECT_DOUBLE_EQ(s.power_fraction, 0.90);
    EXPECT_DOUBLE_EQ(s.maintenance_fraction_per_year, 0.05);
    EXPECT_DOUBLE_EQ(s.resale_fraction, 0.30);
    EXPECT_DOUBLE_EQ(s.runtime.fragmentation, 0.10);
    EXPECT_FALSE(window->form()->hasErrors());
    // 12 fields typed, 12 undo steps.
    EXPECT_EQ(session->undoStack()->count(), 12);
    // A field keeps what was typed (a percentage converted back and forth is not rewritten).
    EXPECT_EQ(shown("prefillMfuEdit"), QStringLiteral("62.5"));

    // The results follow: decode speed is memory bound, proportional to the share of bandwidth reached.
    ASSERT_TRUE(session->results().throughput_selected.has_value());
    const double decode_75 = *session->results().throughput_selected->decode_tokens_per_s;
    enter("decodeMemoryEdit", QStringLiteral("60"));
    EXPECT_DOUBLE_EQ(session->scenario().efficiencies.decode_memory, 0.60);
    EXPECT_LT(*session->results().throughput_selected->decode_tokens_per_s, decode_75);
    // Resale is deducted from the cost of buying at the horizon.
    EXPECT_DOUBLE_EQ(session->results().buy_rent.buy.resale_fraction, 0.30);
}

TEST_F(ScenarioFormTest, OutOfRangeValuesShowTheirMessageAndLeaveTheScenario) {
    open("ownership");
    open("efficiencies");
    const Scenario before = session->scenario();

    type(find<QLineEdit>("pueEdit"), QStringLiteral("0.5"));
    EXPECT_TRUE(error("pueEdit").contains(QStringLiteral("between 1 and 3"))) // core/base/Limits.h
        << error("pueEdit").toStdString();
    EXPECT_FALSE(find<QLabel>("pueEditError")->isHidden());
    EXPECT_EQ(session->scenario(), before);

    paste(find<QLineEdit>("trainMfuEdit"), QStringLiteral("150"));
    EXPECT_TRUE(error("trainMfuEdit").contains(QStringLiteral("100"))) << error("trainMfuEdit").toStdString();
    EXPECT_TRUE(error("trainMfuEdit").contains(QStringLiteral("150")));
    EXPECT_FALSE(find<QLabel>("trainMfuEditError")->isHidden());
    // An efficiency of zero is refused too; an overlap of zero is not.
    type(find<QLineEdit>("gemmEdit"), QStringLiteral("0"));
    EXPECT_TRUE(error("gemmEdit").contains(QStringLiteral("above 0"))) << error("gemmEdit").toStdString();
    paste(find<QLineEdit>("powerFractionEdit"), QStringLiteral("160"));
    EXPECT_FALSE(error("powerFractionEdit").isEmpty());
    type(find<QLineEdit>("rocmFactorEdit"), QStringLiteral("0"));
    EXPECT_FALSE(error("rocmFactorEdit").isEmpty());
    type(find<QLineEdit>("resaleEdit"), QStringLiteral("abc"));
    EXPECT_TRUE(error("resaleEdit").contains(QStringLiteral("not a number")));
    EXPECT_EQ(session->scenario(), before);
    EXPECT_TRUE(window->form()->hasErrors());
    // An invalid entry stays on screen while the scenario keeps the last good value.
    EXPECT_EQ(shown("pueEdit"), QStringLiteral("0.5"));

    // Fixing the field clears its message and the value goes through.
    type(find<QLineEdit>("trainMfuEdit"), QStringLiteral("45"));
    EXPECT_TRUE(error("trainMfuEdit").isEmpty());
    EXPECT_TRUE(find<QLabel>("trainMfuEditError")->isHidden());
    EXPECT_DOUBLE_EQ(session->scenario().efficiencies.train_mfu, 0.45);
}

TEST_F(ScenarioFormTest, UndoRestoresTheFoldedFields) {
    open("ownership");
    open("efficiencies");
    auto* undo = find<QAction>("actionUndo");
    enter("pueEdit", QStringLiteral("1.45"));
    EXPECT_DOUBLE_EQ(session->scenario().pue, 1.45);
    // Typing 1.45 key by key is one undo step.
    EXPECT_EQ(session->undoStack()->count(), 1);
    enter("trainMfuEdit", QStringLiteral("52"));
    EXPECT_EQ(session->undoStack()->count(), 2);

    undo->trigger();
    // The default: the datacenter share fitted on tests/data/training_runs.csv (core/speed/Throughput).
    EXPECT_DOUBLE_EQ(session->scenario().efficiencies.train_mfu, 0.58);
    EXPECT_EQ(shown("trainMfuEdit"), QStringLiteral("58"));
    EXPECT_DOUBLE_EQ(session->scenario().pue, 1.45);
    undo->trigger();
    EXPECT_DOUBLE_EQ(session->scenario().pue, 1.0);
    EXPECT_EQ(shown("pueEdit"), QStringLiteral("1"));
    find<QAction>("actionRedo")->trigger();
    EXPECT_EQ(shown("pueEdit"), QStringLiteral("1.45"));

    // A check box and a choice are one step each.
    open("constraints");
    auto* every = find<QCheckBox>("everyCountCheck");
    QTest::mouseClick(every, Qt::LeftButton);
    EXPECT_TRUE(session->scenario().constraints.every_count);
    choose(find<QComboBox>("purchaseModeCombo"), QStringLiteral("rent"));
    EXPECT_EQ(session->scenario().constraints.mode, PurchaseMode::Rent);
    undo->trigger();
    EXPECT_EQ(session->scenario().constraints.mode, PurchaseMode::Both);
    EXPECT_EQ(find<QComboBox>("purchaseModeCombo")->currentData().toString(), QStringLiteral("both"));
    undo->trigger();
    EXPECT_FALSE(session->scenario().constraints.every_count);
    EXPECT_FALSE(every->isChecked());
}

TEST_F(ScenarioFormTest, AdvancedWorkloadFieldsReachTheMemoryEstimate) {
    open("advanced");
    auto* group = find<QLineEdit>("groupSizeEdit");
    auto* regime = find<QComboBox>("regimeCombo");
    auto* adapter = find<QComboBox>("adapterPrecisionCombo");
    // Each field is enabled only where it means something.
    EXPECT_FALSE(group->isEnabled());
    EXPECT_FALSE(regime->isEnabled());
    EXPECT_FALSE(adapter->isEnabled());

    choose(find<QComboBox>("precisionCombo"), QStringLiteral("gptq-int4"));
    EXPECT_TRUE(group->isEnabled());
    EXPECT_EQ(group->text(), QStringLiteral("128"));
    const auto weights_128 = session->results().single_gpu.weights_bytes;
    enter("groupSizeEdit", QStringLiteral("32"));
    EXPECT_EQ(session->scenario().workload.group_size, 32);
    // 4 + 32/32 = 5 bits per weight instead of 4.25 for the linear layers.
    EXPECT_GT(session->results().single_gpu.weights_bytes, weights_128);
    type(group, QStringLiteral("0"));
    EXPECT_FALSE(error("groupSizeEdit").isEmpty());
    EXPECT_EQ(session->scenario().workload.group_size, 32);
    enter("groupSizeEdit", QStringLiteral("64"));

    // The CUDA context, in GB.
    EXPECT_EQ(shown("cudaContextEdit"), QStringLiteral("0.5"));
    enter("cudaContextEdit", QStringLiteral("1.25"));
    EXPECT_EQ(session->scenario().runtime.cuda_context_bytes, 1'250'000'000u);
    EXPECT_EQ(session->results().single_gpu.cuda_context_bytes, 1'250'000'000u);

    choose(find<QComboBox>("taskCombo"), QStringLiteral("lora"));
    EXPECT_TRUE(regime->isEnabled());
    EXPECT_TRUE(adapter->isEnabled());
    const auto adapters_fp32 = session->results().single_gpu.adapters_bytes;
    choose(adapter, QStringLiteral("bf16"));
    EXPECT_EQ(session->scenario().workload.adapter_precision, gpuplan::Precision::BF16);
    EXPECT_EQ(session->results().single_gpu.adapters_bytes * 2, adapters_fp32);

    choose(find<QComboBox>("taskCombo"), QStringLiteral("full"));
    const auto optimizer_mixed = session->results().single_gpu.optimizer_bytes;
    choose(regime, QStringLiteral("pure-bf16"));
    EXPECT_EQ(session->scenario().workload.regime, gpuplan::TrainRegime::PureBF16);
    // No fp32 master weights and bf16 states: 4 bytes per parameter instead of 12.
    EXPECT_LT(session->results().single_gpu.optimizer_bytes, optimizer_mixed / 2);
}

TEST_F(ScenarioFormTest, RentingAnotherGpuClearsAnOfferOfTheFirst) {
    open("ownership");
    auto* offers = find<QComboBox>("cloudOfferCombo");
    auto* rent = find<QComboBox>("rentGpuCombo");
    EXPECT_EQ(rent->currentData().toString(), QString());
    EXPECT_EQ(rent->itemText(0), QStringLiteral("Same GPU as bought"));
    ASSERT_GT(offers->count(), 1);
    offers->setCurrentIndex(1);
    const std::string offer = session->scenario().cloud_offer;
    ASSERT_FALSE(offer.empty());
    ASSERT_EQ(session->catalog().findOffer(offer)->gpu_id, "rtx-4090");

    choose(rent, QStringLiteral("h100-sxm"));
    EXPECT_EQ(session->scenario().rent_gpu_id, "h100-sxm");
    EXPECT_TRUE(session->scenario().cloud_offer.empty());
    EXPECT_EQ(session->results().buy_rent.rent_gpu, "h100-sxm");
    // The offers listed are the H100's now.
    ASSERT_GT(offers->count(), 1);
    for (int i = 1; i < offers->count(); ++i)
        EXPECT_EQ(session->catalog().findOffer(offers->itemData(i).toString().toStdString())->gpu_id,
                  "h100-sxm");
    offers->setCurrentIndex(1);
    ASSERT_FALSE(session->scenario().cloud_offer.empty());
    // Back to the bought GPU: the H100 offer no longer applies.
    choose(rent, QString());
    EXPECT_TRUE(session->scenario().rent_gpu_id.empty());
    EXPECT_TRUE(session->scenario().cloud_offer.empty());
    EXPECT_EQ(session->results().buy_rent.rent_gpu, "rtx-4090");
}

TEST_F(ScenarioFormTest, SavedFileKeepsTheFoldedFields) {
    for (const QString& id : ScenarioForm::sectionIds())
        window->form()->setSectionOpen(id, true);
    enter("cudaContextEdit", QStringLiteral("0.8"));
    enter("fragmentationEdit", QStringLiteral("8"));
    enter("trainMfuEdit", QStringLiteral("35"));
    enter("overlapEdit", QStringLiteral("70"));
    enter("pueEdit", QStringLiteral("1.3"));
    enter("maintenanceEdit", QStringLiteral("4"));
    enter("resaleEdit", QStringLiteral("25"));
    choose(find<QComboBox>("rentGpuCombo"), QStringLiteral("a100-sxm4-80gb"));
    enter("budgetEdit", QStringLiteral("50000"));
    enter("maxGpusEdit", QStringLiteral("4"));
    choose(find<QComboBox>("purchaseModeCombo"), QStringLiteral("buy"));
    enter("deadlineEdit", QStringLiteral("12"));
    QTest::mouseClick(find<QCheckBox>("everyCountCheck"), Qt::LeftButton);
    enter("topKEdit", QStringLiteral("5"));
    ASSERT_FALSE(window->form()->hasErrors());
    const Scenario edited = session->scenario();
    EXPECT_EQ(edited.rent_gpu_id, "a100-sxm4-80gb");
    EXPECT_EQ(edited.constraints.budget, 50000.0);
    EXPECT_EQ(edited.constraints.max_gpus, 4u);
    EXPECT_EQ(edited.constraints.deadline_hours, 12.0);
    EXPECT_TRUE(edited.constraints.every_count);
    EXPECT_EQ(edited.constraints.top_k, 5u);

    const QString path = dir.path() + QStringLiteral("/folded.gpuplan");
    QString message;
    ASSERT_TRUE(window->saveTo(path, &message)) << message.toStdString();
    session->reset(Scenario{});
    EXPECT_EQ(shown("pueEdit"), QStringLiteral("1"));
    EXPECT_TRUE(shown("budgetEdit").isEmpty());
    ASSERT_TRUE(window->openFile(path, &message)) << message.toStdString();
    EXPECT_EQ(session->scenario(), edited);
    EXPECT_EQ(shown("cudaContextEdit"), QStringLiteral("0.8"));
    EXPECT_EQ(shown("fragmentationEdit"), QStringLiteral("8"));
    EXPECT_EQ(shown("trainMfuEdit"), QStringLiteral("35"));
    EXPECT_EQ(shown("overlapEdit"), QStringLiteral("70"));
    EXPECT_EQ(shown("pueEdit"), QStringLiteral("1.3"));
    EXPECT_EQ(shown("maintenanceEdit"), QStringLiteral("4"));
    EXPECT_EQ(shown("resaleEdit"), QStringLiteral("25"));
    EXPECT_EQ(QLocale().toDouble(shown("budgetEdit")), 50000.0);
    EXPECT_EQ(shown("maxGpusEdit"), QStringLiteral("4"));
    EXPECT_EQ(shown("deadlineEdit"), QStringLiteral("12"));
    EXPECT_EQ(shown("topKEdit"), QStringLiteral("5"));
    EXPECT_EQ(find<QComboBox>("rentGpuCombo")->currentData().toString(), QStringLiteral("a100-sxm4-80gb"));
    EXPECT_EQ(find<QComboBox>("purchaseModeCombo")->currentData().toString(), QStringLiteral("buy"));
    EXPECT_TRUE(find<QCheckBox>("everyCountCheck")->isChecked());
}

TEST_F(ScenarioFormTest, BudgetIsOptionalAndNamedInTheScenarioCurrency) {
    open("constraints");
    EXPECT_TRUE(shown("budgetEdit").isEmpty());
    EXPECT_EQ(find<QLineEdit>("budgetEdit")->placeholderText(), QStringLiteral("no limit"));
    EXPECT_TRUE(find<QLabel>("budgetEditLabel")->text().contains(QStringLiteral("EUR")));
    enter("budgetEdit", QStringLiteral("20000"));
    EXPECT_EQ(session->scenario().constraints.budget, 20000.0);
    enter("budgetEdit", QString());
    EXPECT_FALSE(session->scenario().constraints.budget.has_value());
    EXPECT_TRUE(error("budgetEdit").isEmpty());
    type(find<QLineEdit>("budgetEdit"), QStringLiteral("-5"));
    EXPECT_FALSE(error("budgetEdit").isEmpty());
    EXPECT_FALSE(session->scenario().constraints.budget.has_value());
    enter("budgetEdit", QString());
    // A deadline of zero hours is refused; empty means none.
    type(find<QLineEdit>("deadlineEdit"), QStringLiteral("0"));
    EXPECT_TRUE(error("deadlineEdit").contains(QStringLiteral("above 0")));
    enter("deadlineEdit", QString());
    EXPECT_FALSE(session->scenario().constraints.deadline_hours.has_value());
    type(find<QLineEdit>("maxGpusEdit"), QStringLiteral("0"));
    EXPECT_FALSE(error("maxGpusEdit").isEmpty());
    paste(find<QLineEdit>("maxGpusEdit"), QStringLiteral("2.5"));
    EXPECT_TRUE(error("maxGpusEdit").contains(QStringLiteral("whole number")));
    EXPECT_EQ(session->scenario().constraints.max_gpus, 8u);

    choose(find<QComboBox>("currencyCombo"), QStringLiteral("USD"));
    EXPECT_TRUE(find<QLabel>("budgetEditLabel")->text().contains(QStringLiteral("USD")));
}

TEST_F(ScenarioFormTest, ConstraintsChangeTheRecommendedCandidates) {
    Scenario s = session->scenario();
    s.model_id = "llama-2-70b";
    session->reset(s);
    const gpuplan::Recommendation base = recommendation();
    ASSERT_FALSE(base.ranked.empty());
    auto count_above = [](const gpuplan::Recommendation& r, std::uint32_t n) {
        return std::count_if(r.ranked.begin(), r.ranked.end(), [n](const auto& c) { return c.count > n; });
    };
    ASSERT_GT(count_above(base, 2), 0) << "the default ranking has candidates on more than 2 GPUs";
    auto* table = find<ResultTable>("recommendTable");

    open("constraints");
    enter("maxGpusEdit", QStringLiteral("2"));
    const gpuplan::Recommendation& two = recommendation();
    ASSERT_FALSE(two.ranked.empty());
    EXPECT_EQ(count_above(two, 2), 0);
    EXPECT_LT(two.evaluated, base.evaluated);
    const std::vector<int> counts = tableCounts(table);
    ASSERT_EQ(counts.size(), two.ranked.size());
    EXPECT_TRUE(std::all_of(counts.begin(), counts.end(), [](int n) { return n >= 1 && n <= 2; }));

    // Every count up to the maximum: 1, 2, 3, 4 instead of 1, 2, 4.
    enter("maxGpusEdit", QStringLiteral("4"));
    const std::size_t doubling = recommendation().evaluated;
    QTest::mouseClick(find<QCheckBox>("everyCountCheck"), Qt::LeftButton);
    EXPECT_GT(recommendation().evaluated, doubling);

    // A budget between the cheapest and the dearest candidate keeps only what it pays for.
    enter("maxGpusEdit", QStringLiteral("8"));
    const gpuplan::Recommendation all = recommendation();
    ASSERT_GE(all.ranked.size(), 2u);
    const auto [cheapest, dearest] =
        std::minmax_element(all.ranked.begin(), all.ranked.end(),
                            [](const auto& a, const auto& b) { return a.total_cost < b.total_cost; });
    const double budget = (cheapest->total_cost + dearest->total_cost) / 2;
    enter("budgetEdit", QLocale().toString(budget, 'f', 0));
    const gpuplan::Recommendation& affordable = recommendation();
    ASSERT_FALSE(affordable.ranked.empty());
    for (const auto& c : affordable.ranked)
        EXPECT_LE(c.total_cost, std::round(budget) + 0.5) << c.gpu << " x" << c.count;
    enter("budgetEdit", QString());

    // Rent only: no purchase listed.
    choose(find<QComboBox>("purchaseModeCombo"), QStringLiteral("rent"));
    const gpuplan::Recommendation& rented = recommendation();
    ASSERT_FALSE(rented.ranked.empty());
    for (const auto& c : rented.ranked)
        EXPECT_EQ(c.mode, PurchaseMode::Rent) << c.gpu;

    // A deadline per job drops the slower candidates; a short list has at most top-k rows.
    const auto slowest =
        std::max_element(rented.ranked.begin(), rented.ranked.end(),
                         [](const auto& a, const auto& b) { return a.job_hours < b.job_hours; });
    const auto fastest =
        std::min_element(rented.ranked.begin(), rented.ranked.end(),
                         [](const auto& a, const auto& b) { return a.job_hours < b.job_hours; });
    ASSERT_LT(fastest->job_hours, slowest->job_hours);
    const double deadline = (fastest->job_hours + slowest->job_hours) / 2;
    enter("deadlineEdit", QLocale::c().toString(deadline, 'g', 10));
    const gpuplan::Recommendation& quick = recommendation();
    ASSERT_FALSE(quick.ranked.empty());
    for (const auto& c : quick.ranked)
        EXPECT_LE(c.job_hours, deadline * (1 + 1e-9)) << c.gpu;
    enter("topKEdit", QStringLiteral("3"));
    EXPECT_LE(recommendation().ranked.size(), 3u);
    EXPECT_LE(table->model()->rowCount(), 3);
}

// Scrolling the form with the mouse wheel goes over every combo box, spin box and slider
// without the focus: the form scrolls, the scenario and the undo stack stay as they were.
// A field the user clicked into (it has the focus) still takes wheel steps.
TEST_F(ScenarioFormTest, WheelOverEveryFieldChangesNothing) {
    for (const char* section : {"advanced", "efficiencies", "ownership", "constraints"})
        open(section);
    window->resize(1024, 700);
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    auto* scroll = find<QScrollArea>("formScroll");
    ASSERT_NE(scroll, nullptr);
    const auto before = gpuplan::toJson(session->scenario()).dump();
    window->setFocus();
    QApplication::processEvents();

    QList<QWidget*> fields;
    for (QWidget* w : window->form()->findChildren<QWidget*>())
        if ((qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
             qobject_cast<QSlider*>(w)) &&
            w->isVisibleTo(window.get()))
            fields.append(w);
    ASSERT_GE(fields.size(), 10);
    int scrolled = 0;
    for (QWidget* w : fields) {
        ASSERT_FALSE(w->hasFocus()) << w->objectName().toStdString();
        scroll->ensureWidgetVisible(w);
        for (const int delta : {-120, -120, 120, -120}) {
            const int bar = scroll->verticalScrollBar()->value();
            const QPointF at(w->width() / 2.0, w->height() / 2.0);
            QWheelEvent wheel(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w, &wheel);
            scrolled += scroll->verticalScrollBar()->value() != bar ? 1 : 0;
        }
    }
    EXPECT_EQ(gpuplan::toJson(session->scenario()).dump(), before);
    EXPECT_EQ(session->undoStack()->count(), 0);
    EXPECT_GT(scrolled, 0); // the wheel reached the scroll area

    // Once clicked into, a combo box takes the wheel as usual.
    auto* strategy = find<QComboBox>("strategyCombo");
    ASSERT_NE(strategy, nullptr);
    ASSERT_TRUE(strategy->isEnabled());
    scroll->ensureWidgetVisible(strategy);
    strategy->setFocus(Qt::MouseFocusReason);
    const int index = strategy->currentIndex();
    const QPointF at(strategy->width() / 2.0, strategy->height() / 2.0);
    QWheelEvent wheel(at, strategy->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(strategy, &wheel);
    EXPECT_NE(strategy->currentIndex(), index);
    EXPECT_EQ(strategy->focusPolicy(), Qt::StrongFocus);
}

// Issue 34: a plan no engine would run is refused in the form with the reason. Inference on
// several GPUs without a strategy is tensor parallel over all of them; Mistral 7B has 32
// attention heads (its config.json), which 7 GPUs cannot split.
TEST_F(ScenarioFormTest, AGpuCountWhoseTensorParallelGroupSplitsNoHeadsIsRefused) {
    Scenario s = session->scenario();
    s.model_id = "mistral-7b";
    s.workload = {};
    s.workload.task = gpuplan::Task::Inference;
    s.workload.precision = gpuplan::Precision::BF16;
    s.strategy.reset();
    s.gpu_count = 1;
    session->reset(s);
    const Scenario before = session->scenario();
    type(find<QLineEdit>("gpuCountEdit"), QStringLiteral("7"));
    EXPECT_TRUE(error("gpuCountEdit").contains(QStringLiteral("does not divide the 32 attention heads")))
        << error("gpuCountEdit").toStdString();
    EXPECT_FALSE(find<QLabel>("gpuCountEditError")->isHidden());
    EXPECT_EQ(session->scenario(), before);
    type(find<QLineEdit>("gpuCountEdit"), QStringLiteral("8"));
    EXPECT_TRUE(error("gpuCountEdit").isEmpty());
    EXPECT_EQ(session->scenario().gpu_count, 8u);
}

// Issue 36: torchtitan's per-op checkpointing under torch.compile is a choice of the form; it keeps
// SwiGLU's down-projection output no more (Llama-2-7B: 32 layers x the batch's tokens x 4,096 bf16
// values less). On 8 GPUs under ZeRO-3 the plan holds the collectives'
// stream pools beside the tensors: the largest unit, the root (embedding and head, 2 x 32,000 x 4,096
// parameters, larger than a block's 202 M), gathered in 16 bits and its gradients reduced in fp32.
TEST_F(ScenarioFormTest, CompiledPerOpCheckpointingAndFsdpStreamPoolsReachThePlan) {
    choose(find<QComboBox>("taskCombo"), QStringLiteral("full"));
    auto* checkpointing = find<QComboBox>("checkpointingCombo");
    ASSERT_TRUE(checkpointing->isEnabled());
    choose(checkpointing, QStringLiteral("selective-op"));
    const auto eager = session->results().single_gpu.activations_bytes;
    choose(checkpointing, QStringLiteral("selective-op-compiled"));
    EXPECT_EQ(session->scenario().workload.checkpointing, gpuplan::Checkpointing::SelectiveOpCompiled);
    const auto& w = session->scenario().workload;
    EXPECT_EQ(eager - session->results().single_gpu.activations_bytes, 32ull * w.batch * w.seq * 4096 * 2)
        << w.batch << " x " << w.seq;
    EXPECT_EQ(session->results().single_gpu.collective_pools_bytes, 0u);

    enter("gpuCountEdit", QStringLiteral("8"));
    choose(find<QComboBox>("strategyCombo"), QStringLiteral("zero3"));
    const gpuplan::MemoryBreakdown& b = session->results().memory.per_gpu;
    EXPECT_EQ(b.collective_pools_bytes, 6ull * 2 * 32000 * 4096);
    EXPECT_EQ(b.device_used_bytes, b.allocator_peak_bytes + b.cuda_context_bytes + b.fragmentation_bytes +
                                       b.collective_pools_bytes);
}
