// The figures the Buy vs Rent and Interconnect tabs show are written by text::Format (issue 38,
// item 3): months with their plural ("24 months", not "24 month(s)"), the price of a kWh as money
// ("€0.25/kWh", not "0.25 EUR/kWh"), efficiencies as percentages ("80%").
#include "GuiFixture.h"

#include "gui/parts/UiFormat.h"

#include <QLabel>
#include <QRegularExpression>
#include <QTabWidget>

using gpuplan::test::choose;
using gpuplan::test::GuiFixture;
using gpuplan::test::type;

TEST_F(GuiFixture, TheBuyVsRentTabWritesMonthsAndTheKwhPriceThroughTheFormatter) {
    gpuplan::Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.currency = "EUR";
    s.horizon_months = 60;
    s.hours_per_month = 600;
    s.electricity_per_kwh = 0.25;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    EXPECT_EQ(find<QLabel>("horizonValue")->text(), QStringLiteral("60 months"));
    // Money in the application's locale (the tests': C, "0.25€"; en_US "€0.25", fr "0,25 €").
    const QString kwh = find<QLabel>("electricityValue")->text();
    EXPECT_EQ(kwh, gpuplan::gui::uiFormat().money(0.25, "EUR") + QStringLiteral("/kWh"));
    EXPECT_TRUE(kwh.contains(QStringLiteral("€"))) << kwh.toStdString();
    EXPECT_EQ(find<QLabel>("hoursValue")->text(), QStringLiteral("600 h / month"));
    const QString summary = find<QLabel>("breakEvenSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("At 60 months: buy "))) << summary.toStdString();
    ASSERT_TRUE(session->results().buy_rent.selected);
    const auto& be = session->results().buy_rent.selected->breakeven;
    ASSERT_TRUE(be.months);
    EXPECT_TRUE(summary.contains(QStringLiteral("Buying pays off after <b>%1</b>")
                                     .arg(gpuplan::gui::uiFormat().months(*be.months, 1))))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QRegularExpression(QStringLiteral("says \\d+\\.\\d months\\."))))
        << summary.toStdString();
    // One month in the singular.
    s.horizon_months = 1;
    session->reset(s);
    EXPECT_EQ(find<QLabel>("horizonValue")->text(), QStringLiteral("1 month"));
}

TEST_F(GuiFixture, TheInterconnectCalculatorWritesItsEfficiencyAsAPercentage) {
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("interconnectTab"));
    auto* link = find<QComboBox>("calcLinkCombo");
    choose(link, QStringLiteral("pcie4-x16"));
    type(find<QLineEdit>("calcSizeEdit"), QStringLiteral("10"));
    const QString copy = find<QLabel>("calcResult")->text();
    // The catalog's PCIe 4.0 x16: 82.5 % of its line rate one way (a measured copy, seed/interconnects.csv).
    EXPECT_TRUE(copy.contains(QRegularExpression(QStringLiteral(" at \\d+% efficiency \\(one way\\)"))))
        << copy.toStdString();
    auto* op = find<QComboBox>("calcCollectiveCombo");
    op->setCurrentIndex(1); // all-reduce
    const QString reduce = find<QLabel>("calcResult")->text();
    EXPECT_TRUE(reduce.contains(QRegularExpression(QStringLiteral("GB/s = \\d+% of the per-direction rate"))))
        << reduce.toStdString();
}
