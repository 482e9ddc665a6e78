// Edit > Preferences…: each setting persists (QSettings, isolated by the
// fixture's test mode) and takes effect in the window; the translator follows
// the language setting.
#include "GuiFixture.h"

#include "database/CatalogStore.h"
#include "gui/parts/ElidedLabel.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/Settings.h"
#include "gui/parts/UiFormat.h"
#include "gui/window/Application.h"
#include "gui/window/CatalogFile.h"
#include "gui/window/GuiMain.h"
#include "gui/window/PreferencesDialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

using gpuplan::ExchangeRate;
using gpuplan::Scenario;
using gpuplan::SizeUnit;
using gpuplan::gui::PreferencesDialog;
using gpuplan::gui::ResultTable;
using gpuplan::gui::Settings;
using gpuplan::test::choose;
using gpuplan::test::GuiFixture;
using gpuplan::test::type;

namespace {

class PreferencesTest : public GuiFixture {
protected:
    // The figures below are written in English (US) conventions, whatever the machine's locale.
    void SetUp() override {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        GuiFixture::SetUp();
    }
    void TearDown() override {
        GuiFixture::TearDown();
        QLocale::setDefault(QLocale::system());
    }
    // Edit > Preferences…, as a user opens it.
    PreferencesDialog* open() {
        window->preferencesAction()->trigger();
        // The visible one (a closed dialog is deleted by the event loop, which the tests do not run).
        for (auto* dialog : window->findChildren<PreferencesDialog*>(QStringLiteral("preferencesDialog")))
            if (dialog->isVisible())
                return dialog;
        ADD_FAILURE() << "no preferences dialog shown";
        return nullptr;
    }
    template <typename T> static T* in(PreferencesDialog* dialog, const char* name) {
        T* w = dialog->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << "no widget named " << name;
        return w;
    }
    static QPushButton* button(PreferencesDialog* dialog, QDialogButtonBox::StandardButton which) {
        return in<QDialogButtonBox>(dialog, "preferencesButtons")->button(which);
    }
    static void ok(PreferencesDialog* dialog) {
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    static QVariant stored(const char* key) { return QSettings().value(QString::fromLatin1(key)); }

    // The Fit table's capacity cell of a GPU, with the table refreshed.
    QString capacityOf(const char* gpu) {
        find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("fitTab"));
        auto* table = find<ResultTable>("fitTable");
        const int row = table->rowOf(QString::fromLatin1(gpu));
        EXPECT_GE(row, 0) << gpu;
        return table->text(row, 1);
    }

    QString makeCatalog(const char* name) const {
        const QString path = dir.path() + QLatin1Char('/') + QLatin1String(name);
        gpuplan::CatalogStore::open(path.toStdString()); // a fresh catalog from the built-in defaults
        return path;
    }
};

} // namespace

TEST_F(PreferencesTest, MenuActionOpensOneDialog) {
    QAction* action = window->preferencesAction();
    EXPECT_EQ(action->menuRole(), QAction::PreferencesRole);
    EXPECT_EQ(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+,")));
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(window->showPreferences(), dialog); // raised, not opened twice
    EXPECT_EQ(window->findChildren<PreferencesDialog*>().size(), 1);
    dialog->reject();
    EXPECT_NE(window->showPreferences(), dialog); // closed: a new one
    QTest::qWait(0);                              // the closed one is deleted
    dialog = open();
    ASSERT_NE(dialog, nullptr);
    // The defaults on a fresh profile.
    EXPECT_EQ(in<QComboBox>(dialog, "languageCombo")->currentData().toString(), QStringLiteral("system"));
    EXPECT_EQ(in<QComboBox>(dialog, "currencyCombo")->currentData().toString(), QStringLiteral("EUR"));
    // GiB: what vendors print (24 GB for 24 GiB) and nvidia-smi shows.
    EXPECT_EQ(in<QComboBox>(dialog, "memoryUnitCombo")->currentData().toString(), QStringLiteral("GiB"));
    EXPECT_TRUE(in<QCheckBox>(dialog, "probeCheck")->isChecked());
    EXPECT_EQ(in<QLineEdit>(dialog, "catalogPathEdit")->text(), session->catalogPath());
    // The catalog's USD rate (database/seed/exchange_rates.csv: the ECB's 1.1929 of 2026-01-27) beside the
    // field.
    EXPECT_EQ(in<QComboBox>(dialog, "rateCurrencyCombo")->currentData().toString(), QStringLiteral("USD"));
    EXPECT_TRUE(in<QLabel>(dialog, "rateCatalogLabel")->text().contains(QStringLiteral("1.1929")))
        << in<QLabel>(dialog, "rateCatalogLabel")->text().toStdString();
    dialog->reject();
}

// The catalog's exchange rate says its age and is flagged past the threshold as a price is, the
// threshold followed as it is being chosen (issue 37, item 6).
TEST_F(PreferencesTest, TheCatalogRateSaysItsAge) {
    struct Today { // the rate of 2026-01-27 is 18 months old on 2027-07-31
        Today() { setenv("GPU_PLANNER_TODAY", "2027-07-31", 1); }
        ~Today() { unsetenv("GPU_PLANNER_TODAY"); }
    } today;
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    auto* label = in<QLabel>(dialog, "rateCatalogLabel");
    EXPECT_EQ(label->text(),
              QStringLiteral("Catalog: 1 EUR = 1.1929 USD (rate of 2026-01-27, over 12 months old)."));
    in<QSpinBox>(dialog, "staleAfterSpin")->setValue(24);
    EXPECT_EQ(label->text(), QStringLiteral("Catalog: 1 EUR = 1.1929 USD (rate of 2026-01-27)."));
    in<QSpinBox>(dialog, "staleAfterSpin")->setValue(6);
    EXPECT_EQ(label->text(),
              QStringLiteral("Catalog: 1 EUR = 1.1929 USD (rate of 2026-01-27, over 6 months old)."));
    dialog->reject();
}

TEST_F(PreferencesTest, GBSwitchesTheFitTable) {
    // The RTX 4090's 24 GiB: 24.0 GiB (2^30 bytes, the default), 25.8 GB (10^9 bytes).
    ASSERT_EQ(capacityOf("rtx-4090"), QStringLiteral("24.0"));
    auto* table = find<ResultTable>("fitTable");
    EXPECT_EQ(table->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Capacity (GiB)"));
    auto* gpu = find<QComboBox>("gpuCombo");
    EXPECT_TRUE(
        gpu->itemText(gpu->findData(QStringLiteral("rtx-4090"))).contains(QStringLiteral("24.0 GiB")));
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    choose(in<QComboBox>(dialog, "memoryUnitCombo"), QStringLiteral("GB"));
    ok(dialog);
    EXPECT_EQ(stored("display/memoryUnit").toString(), QStringLiteral("GB"));
    EXPECT_EQ(capacityOf("rtx-4090"), QStringLiteral("25.8"));
    EXPECT_EQ(table->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Capacity (GB)"));
    // The GPU list of the form too.
    EXPECT_TRUE(gpu->itemText(gpu->findData(QStringLiteral("rtx-4090"))).contains(QStringLiteral("25.8 GB")));

    // A new window (the next start) reads it back.
    session->markSaved();
    window = std::make_unique<gpuplan::gui::MainWindow>(new gpuplan::gui::PlanSession(
        gpuplan::test::defaultCatalog(dir), dir.path() + QStringLiteral("/catalog.sqlite")));
    session = window->session();
    EXPECT_EQ(capacityOf("rtx-4090"), QStringLiteral("25.8"));
}

TEST_F(PreferencesTest, NewScenariosTakeTheCurrencyElectricityAndEfficiencies) {
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    choose(in<QComboBox>(dialog, "currencyCombo"), QStringLiteral("USD"));
    type(in<QLineEdit>(dialog, "electricityEdit"), QStringLiteral("0.31"));
    in<QDoubleSpinBox>(dialog, "efficiency_train_mfu")->setValue(0.55);
    in<QDoubleSpinBox>(dialog, "efficiency_collective")->setValue(0.6);
    ok(dialog);
    EXPECT_EQ(stored("display/currency").toString(), QStringLiteral("USD"));
    EXPECT_DOUBLE_EQ(stored("defaults/electricityPerKwh").toDouble(), 0.31);
    // The scenario being edited keeps its own values.
    EXPECT_EQ(session->scenario().currency, "EUR");

    window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
    const Scenario& s = session->scenario();
    EXPECT_EQ(s.currency, "USD");
    EXPECT_DOUBLE_EQ(s.electricity_per_kwh, 0.31);
    EXPECT_DOUBLE_EQ(s.efficiencies.train_mfu, 0.55);
    EXPECT_DOUBLE_EQ(s.efficiencies.comm.collective_efficiency, 0.6);
    EXPECT_DOUBLE_EQ(s.efficiencies.prefill_mfu, gpuplan::Efficiencies{}.prefill_mfu);
    // Its prices are converted to dollars: the RTX 4090's 1800 EUR (catalog) at 1.1929 USD per EUR.
    ASSERT_TRUE(session->hasResults()) << session->error().toStdString();
    EXPECT_NEAR(session->results().buy_rent.buy.gpu_price_each, 1800 * 1.1929, 1e-6);
}

TEST_F(PreferencesTest, ANegativePriceIsRefusedBesideTheField) {
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    auto* error = in<QLabel>(dialog, "electricityError");
    EXPECT_FALSE(error->isVisibleTo(dialog));
    type(in<QLineEdit>(dialog, "electricityEdit"), QStringLiteral("-0.2"));
    EXPECT_TRUE(error->isVisibleTo(dialog));
    EXPECT_TRUE(error->text().contains(QStringLiteral("negative"))) << error->text().toStdString();
    EXPECT_FALSE(button(dialog, QDialogButtonBox::Ok)->isEnabled());
    dialog->accept(); // Enter, or a script: refused all the same
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_FALSE(QSettings().contains(QStringLiteral("defaults/electricityPerKwh")));

    type(in<QLineEdit>(dialog, "electricityEdit"), QStringLiteral("abc"));
    EXPECT_TRUE(error->text().contains(QStringLiteral("not a number"))) << error->text().toStdString();
    type(in<QLineEdit>(dialog, "rateEdit"), QStringLiteral("0"));
    EXPECT_TRUE(in<QLabel>(dialog, "rateError")->text().contains(QStringLiteral("more than zero")));
    type(in<QLineEdit>(dialog, "rateEdit"), QString());
    type(in<QLineEdit>(dialog, "electricityEdit"), QStringLiteral("0"));
    EXPECT_FALSE(error->isVisibleTo(dialog));
    EXPECT_TRUE(button(dialog, QDialogButtonBox::Ok)->isEnabled());
    ok(dialog);
    EXPECT_FALSE(dialog->isVisible());
    EXPECT_DOUBLE_EQ(Settings().electricityPerKwh(), 0.0);
}

// Issue 37 item 6: the Buy vs Rent costs end with the exchange rate their US-dollar prices were
// converted at (the RTX 5090's launch price and its offer, database/seed), its age flagged as the
// prices' are; the scenario's own rate, where it sets one, is the one shown.
TEST_F(PreferencesTest, TheBuyRentCostsSayTheRateTheyWereConvertedAt) {
    struct Today {
        Today() { setenv("GPU_PLANNER_TODAY", "2027-06-01", 1); }
        ~Today() { unsetenv("GPU_PLANNER_TODAY"); }
    } today;
    Scenario s = session->scenario();
    s.gpu_id = "rtx-5090";
    s.gpu_price.reset();
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    auto* costs = find<ResultTable>("costTable");
    int row = costs->rowOf(QStringLiteral("Exchange rate (USD)"));
    ASSERT_GE(row, 0);
    EXPECT_EQ(costs->model()->item(row, 1)->text(), QStringLiteral("1 € = 1.1929 USD"));
    EXPECT_EQ(costs->model()->item(row, 2)->text(), QStringLiteral("rate of 2026-01-27, over 12 months old"));
    s.exchange_rates = {{"USD", 1.17, "2027-05-29", "the team's bank"}};
    session->reset(s);
    row = costs->rowOf(QStringLiteral("Exchange rate (USD)"));
    ASSERT_GE(row, 0);
    EXPECT_EQ(costs->model()->item(row, 1)->text(), QStringLiteral("1 € = 1.1700 USD"));
    EXPECT_EQ(costs->model()->item(row, 2)->text(), QStringLiteral("rate of 2027-05-29"));
}

// Issue 37 item 6: how old a catalog price may be before the window flags it is a preference (12
// months by default, 1 to 120), saved under its key and used by the Buy vs Rent tab, whose note
// names the threshold; the report the window exports takes it too (ReportExport).
TEST_F(PreferencesTest, TheStalenessThresholdIsSavedAndUsedByTheWindow) {
    setenv("GPU_PLANNER_TODAY", "2040-01-01", 1); // every catalog price is years old
    Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.gpu_price.reset(); // the catalog's price, with its date
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    auto* costs = find<ResultTable>("costTable");
    const auto priceNote = [&] {
        const int row = costs->rowOf(QStringLiteral("GPUs, purchase"));
        EXPECT_GE(row, 0);
        return costs->model()->item(row, 0)->toolTip();
    };
    EXPECT_TRUE(priceNote().contains(QStringLiteral(", over 12 months old"))) << priceNote().toStdString();

    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    auto* months = in<QSpinBox>(dialog, "staleAfterSpin");
    EXPECT_EQ(months->value(), 12);
    EXPECT_EQ(months->minimum(), 1);
    EXPECT_EQ(months->maximum(), 120);
    months->setValue(120);
    ok(dialog);
    EXPECT_EQ(stored("prices/staleAfterMonths").toInt(), 120);
    EXPECT_EQ(Settings().staleAfterMonths(), 120);
    EXPECT_EQ(gpuplan::gui::staleAfterMonths(), 120);
    EXPECT_TRUE(priceNote().contains(QStringLiteral(", over 120 months old"))) << priceNote().toStdString();
    unsetenv("GPU_PLANNER_TODAY");
}

TEST_F(PreferencesTest, TheRateOverrideChangesBuyVsRentInTheExpectedRatio) {
    Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.currency = "EUR";
    s.host_cost = 0.0; // the GPU alone, in euros (the catalog's desktop host is priced in USD)
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    auto* costs = find<ResultTable>("costTable");
    const int rent_row = costs->rowOf(QStringLiteral("Rent, total at the horizon"));
    const int buy_row = costs->rowOf(QStringLiteral("Buy, total at the horizon"));
    ASSERT_GE(rent_row, 0);
    ASSERT_GE(buy_row, 0);
    const double rent_before = session->results().buy_rent.selected->breakeven.rent_total_at_horizon;
    const double buy_before = session->results().buy_rent.selected->breakeven.buy_total_at_horizon;
    ASSERT_GT(rent_before, 0);
    const QString rent_text_before = costs->text(rent_row, 1);

    // The RTX 4090 rents in USD (Vast.ai offers, database/seed/cloud_offers.csv); the catalog
    // says 1.1929 USD per EUR. At 2.3858 a dollar is worth half as many euros.
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    choose(in<QComboBox>(dialog, "rateCurrencyCombo"), QStringLiteral("USD"));
    type(in<QLineEdit>(dialog, "rateEdit"), QStringLiteral("2.3858"));
    ok(dialog);
    EXPECT_DOUBLE_EQ(stored("rates/USD").toDouble(), 2.3858);
    const auto& be = session->results().buy_rent.selected->breakeven;
    EXPECT_NEAR(be.rent_total_at_horizon / rent_before, 0.5, 1e-12);
    EXPECT_NEAR(be.buy_total_at_horizon, buy_before, 1e-9); // bought in euros: unchanged
    EXPECT_NE(costs->text(rent_row, 1), rent_text_before);
    // The scenario itself is unchanged (the override is applied at plan time), and one
    // that has its own USD rate keeps it.
    EXPECT_TRUE(session->scenario().exchange_rates.empty());
    EXPECT_FALSE(session->isModified());
    s = session->scenario();
    s.exchange_rates.push_back(ExchangeRate{"USD", 1.1929, "", "scenario"});
    session->edit(s, QStringLiteral("rate"));
    EXPECT_NEAR(session->results().buy_rent.selected->breakeven.rent_total_at_horizon, rent_before,
                rent_before * 1e-12);

    // Emptying the field goes back to the catalog's rate.
    s.exchange_rates.clear();
    session->reset(s);
    dialog = open();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(in<QLineEdit>(dialog, "rateEdit")->text(), QStringLiteral("2.3858"));
    type(in<QLineEdit>(dialog, "rateEdit"), QString());
    ok(dialog);
    EXPECT_FALSE(QSettings().contains(QStringLiteral("rates/USD")));
    EXPECT_NEAR(session->results().buy_rent.selected->breakeven.rent_total_at_horizon, rent_before,
                rent_before * 1e-12);
}

TEST_F(PreferencesTest, PlanSessionAddsTheOverridesOnlyWhereTheScenarioHasNoRate) {
    Scenario s;
    s.exchange_rates.push_back(ExchangeRate{"USD", 1.2, "", "scenario"});
    const Scenario planned = gpuplan::gui::withExchangeRates(
        s, {ExchangeRate{"USD", 2.0, "", "preferences"}, ExchangeRate{"GBP", 0.85, "", "preferences"}});
    ASSERT_EQ(planned.exchange_rates.size(), 2u);
    EXPECT_DOUBLE_EQ(planned.exchange_rates[0].per_eur, 1.2); // the scenario's own
    EXPECT_EQ(planned.exchange_rates[1].currency, "GBP");
    EXPECT_DOUBLE_EQ(planned.exchange_rates[1].per_eur, 0.85);

    session->setRateOverrides({ExchangeRate{"USD", 2.0, "", "preferences"}});
    EXPECT_EQ(session->plannedScenario().exchange_rates.size(), 1u);
    EXPECT_TRUE(session->scenario().exchange_rates.empty());
}

TEST_F(PreferencesTest, OpenAnotherCatalogSwitchesTheSessionAndTheStatusBar) {
    const QString other = makeCatalog("other.sqlite");
    {
        auto store = gpuplan::CatalogStore::open(other.toStdString());
        store.setRate(ExchangeRate{"USD", 1.5, "2026-01-31", "test"});
    }
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(dialog->chooseCatalog(other));
    EXPECT_EQ(in<QLineEdit>(dialog, "catalogPathEdit")->text(), other);
    // Not before OK.
    EXPECT_NE(session->catalogPath(), other);
    ok(dialog);
    EXPECT_EQ(session->catalogPath(), other);
    EXPECT_DOUBLE_EQ(session->catalog().findRate("USD")->per_eur, 1.5);
    EXPECT_TRUE(find<gpuplan::gui::ElidedLabel>("catalogStatus")->fullText().contains(other))
        << find<gpuplan::gui::ElidedLabel>("catalogStatus")->fullText().toStdString();
    EXPECT_EQ(stored("catalog/path").toString(), other);
    EXPECT_EQ(Settings().catalogPath(), other);

    // Catalog > Open Another Catalog… does the same.
    const QString third = makeCatalog("third.sqlite");
    QString error;
    ASSERT_TRUE(window->openCatalog(third, &error)) << error.toStdString();
    EXPECT_EQ(session->catalogPath(), third);
    EXPECT_DOUBLE_EQ(session->catalog().findRate("USD")->per_eur, 1.1929);
    EXPECT_TRUE(find<gpuplan::gui::ElidedLabel>("catalogStatus")->fullText().contains(third));
    EXPECT_EQ(Settings().catalogPath(), third);
}

TEST_F(PreferencesTest, ACorruptCatalogGivesAMessageAndChangesNothing) {
    const QString bad = dir.path() + QStringLiteral("/damaged.sqlite");
    {
        QFile f(bad);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(
            QByteArray("This is not an SQLite database, only text that looks like a file.").repeated(200));
    }
    const QString before = session->catalogPath();
    const QString status_before = find<gpuplan::gui::ElidedLabel>("catalogStatus")->fullText();

    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(dialog->chooseCatalog(bad));
    const QString message = in<QLabel>(dialog, "catalogMessage")->text();
    EXPECT_TRUE(message.contains(QStringLiteral("cannot be used"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("damaged.sqlite"))) << message.toStdString();
    EXPECT_EQ(in<QLineEdit>(dialog, "catalogPathEdit")->text(), before);
    EXPECT_FALSE(dialog->chosenCatalog().has_value());
    ok(dialog);
    EXPECT_EQ(session->catalogPath(), before);
    EXPECT_EQ(find<gpuplan::gui::ElidedLabel>("catalogStatus")->fullText(), status_before);
    EXPECT_TRUE(Settings().catalogPath().isEmpty());

    QString error;
    EXPECT_FALSE(window->openCatalog(bad, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("damaged.sqlite"))) << error.toStdString();
    EXPECT_FALSE(window->openCatalog(dir.path() + QStringLiteral("/missing.sqlite"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("does not exist"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(dir.path() + QStringLiteral("/missing.sqlite"))); // not created
    EXPECT_EQ(session->catalogPath(), before);
    EXPECT_TRUE(Settings().catalogPath().isEmpty());
    // The damaged file was only read.
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().startsWith("This is not an SQLite database"));
}

TEST_F(PreferencesTest, TheRememberedCatalogComesAfterTheDbOptionAndTheEnvironment) {
    const QString remembered = QStringLiteral("/data/chosen.sqlite");
    qunsetenv("GPU_PLANNER_DB");
    EXPECT_EQ(gpuplan::gui::guiCatalogPath("", remembered), std::filesystem::path("/data/chosen.sqlite"));
    EXPECT_EQ(gpuplan::gui::guiCatalogPath("/cli/db.sqlite", remembered),
              std::filesystem::path("/cli/db.sqlite"));
    qputenv("GPU_PLANNER_DB", "/env/db.sqlite");
    EXPECT_EQ(gpuplan::gui::guiCatalogPath("", remembered), std::filesystem::path("/env/db.sqlite"));
    qunsetenv("GPU_PLANNER_DB");
    EXPECT_NE(gpuplan::gui::guiCatalogPath("", {}), std::filesystem::path("/data/chosen.sqlite"));
}

// The next start opens the remembered catalog; when it is gone or damaged, the default one
// (with a warning) and the preference is forgotten.
TEST_F(PreferencesTest, TheNextStartOpensTheRememberedCatalogOrFallsBack) {
    const QString other = makeCatalog("other.sqlite");
    {
        auto store = gpuplan::CatalogStore::open(other.toStdString());
        store.setRate(ExchangeRate{"USD", 1.5, "2026-01-31", "test"});
    }
    ASSERT_TRUE(window->openCatalog(other));
    qunsetenv("GPU_PLANNER_DB");
    const QByteArray xdg = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", dir.path().toLocal8Bit() + "/data");
    Settings settings;
    gpuplan::gui::StartCatalog start = gpuplan::gui::openStartCatalog("", settings);
    EXPECT_EQ(start.path, other);
    EXPECT_DOUBLE_EQ(start.catalog.findRate("USD")->per_eur, 1.5);
    EXPECT_TRUE(start.warning.isEmpty());

    ASSERT_TRUE(QFile::remove(other));
    start = gpuplan::gui::openStartCatalog("", settings);
    const QString fallback = dir.path() + QStringLiteral("/data/gpu-planner/catalog.sqlite");
    EXPECT_EQ(start.path, fallback);
    EXPECT_TRUE(start.warning.contains(QStringLiteral("other.sqlite"))) << start.warning.toStdString();
    EXPECT_TRUE(start.warning.contains(fallback)) << start.warning.toStdString();
    EXPECT_FALSE(QFile::exists(other)); // not re-created
    EXPECT_TRUE(QFile::exists(fallback));
    EXPECT_TRUE(settings.catalogPath().isEmpty());
    if (xdg.isEmpty())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", xdg);
}

TEST_F(PreferencesTest, ProbeAndLanguagePersistUnderTheirKeys) {
    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    in<QCheckBox>(dialog, "probeCheck")->setChecked(false);
    choose(in<QComboBox>(dialog, "languageCombo"), QStringLiteral("fr"));
    EXPECT_TRUE(in<QLabel>(dialog, "languageNote")->text().contains(QStringLiteral("starts again")));
    ok(dialog);
    // The Probe tab and the start-up read exactly these keys.
    EXPECT_EQ(stored("probe/enabled").toBool(), false);
    EXPECT_EQ(stored("language").toString(), QStringLiteral("fr"));
    EXPECT_FALSE(Settings().probeEnabled());
    EXPECT_EQ(Settings().language(), QStringLiteral("fr"));
}

TEST_F(PreferencesTest, CancelForgetsAndRestoreDefaultsResets) {
    Settings settings;
    settings.setMemoryUnit(SizeUnit::GB);
    settings.setDisplayCurrency(QStringLiteral("USD"));
    settings.setRateOverride(QStringLiteral("USD"), 1.2);
    settings.setElectricityPerKwh(0.4);
    settings.setProbeEnabled(false);

    PreferencesDialog* dialog = open();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(in<QComboBox>(dialog, "memoryUnitCombo")->currentData().toString(), QStringLiteral("GB"));
    EXPECT_EQ(in<QComboBox>(dialog, "currencyCombo")->currentData().toString(), QStringLiteral("USD"));
    EXPECT_EQ(in<QLineEdit>(dialog, "rateEdit")->text(), QStringLiteral("1.2"));
    type(in<QLineEdit>(dialog, "electricityEdit"), QStringLiteral("0.9"));
    dialog->reject();
    EXPECT_DOUBLE_EQ(Settings().electricityPerKwh(), 0.4);

    dialog = open();
    ASSERT_NE(dialog, nullptr);
    QTest::mouseClick(button(dialog, QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
    // GiB: what vendors print (24 GB for 24 GiB) and nvidia-smi shows.
    EXPECT_EQ(in<QComboBox>(dialog, "memoryUnitCombo")->currentData().toString(), QStringLiteral("GiB"));
    EXPECT_EQ(in<QComboBox>(dialog, "currencyCombo")->currentData().toString(), QStringLiteral("EUR"));
    EXPECT_TRUE(in<QLineEdit>(dialog, "rateEdit")->text().isEmpty());
    EXPECT_EQ(in<QLineEdit>(dialog, "electricityEdit")->text(), QStringLiteral("0.25"));
    EXPECT_TRUE(in<QCheckBox>(dialog, "probeCheck")->isChecked());
    EXPECT_DOUBLE_EQ(in<QDoubleSpinBox>(dialog, "efficiency_train_mfu")->value(),
                     gpuplan::Efficiencies{}.train_mfu);
    ok(dialog);
    EXPECT_EQ(Settings().memoryUnit(), SizeUnit::GiB);
    EXPECT_EQ(Settings().displayCurrency(), QStringLiteral("EUR"));
    EXPECT_TRUE(Settings().rateOverrides().empty());
    EXPECT_DOUBLE_EQ(Settings().electricityPerKwh(), 0.25);
    EXPECT_TRUE(Settings().probeEnabled());
}

// The French translation: ours (embedded :/i18n/gpu-planner_fr.qm) and Qt's own
// (qtbase_fr.qm); English again removes both.
TEST_F(PreferencesTest, FrenchLoadsBothTranslatorsAndTheLocale) {
    auto& app = *qobject_cast<QApplication*>(QCoreApplication::instance());
    const QLocale before = QLocale();
    EXPECT_EQ(gpuplan::gui::installTranslations(app, QStringLiteral("fr")), QStringLiteral("fr"));
    // A string of resources/translations/gpu-planner_fr.ts.
    EXPECT_EQ(QCoreApplication::translate("gpuplan::charts::ChartView", "Reset zoom"),
              QStringLiteral("Réinitialiser le zoom"));
    // Qt's standard buttons, from qtbase_fr.
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    EXPECT_EQ(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
              QStringLiteral("Annuler"));
    EXPECT_EQ(QLocale().language(), QLocale::French);
    EXPECT_EQ(QLocale().toString(1.5, 'f', 1), QStringLiteral("1,5"));

    EXPECT_EQ(gpuplan::gui::installTranslations(app, QStringLiteral("en")), QStringLiteral("en"));
    EXPECT_EQ(QCoreApplication::translate("gpuplan::charts::ChartView", "Reset zoom"),
              QStringLiteral("Reset zoom"));
    QDialogButtonBox english(QDialogButtonBox::Cancel);
    EXPECT_EQ(english.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
              QStringLiteral("Cancel"));
    QLocale::setDefault(before);
}

// Without Qt's own translation file (another distribution, a tarball install), French still
// loads: GPU Planner's strings are French, Qt's standard buttons stay English, and the
// language reported is French (nothing alarming for the user).
TEST_F(PreferencesTest, FrenchWorksWithoutQtsOwnTranslationFile) {
    auto& app = *qobject_cast<QApplication*>(QCoreApplication::instance());
    const QLocale before = QLocale();
    QTemporaryDir no_qt_translations;
    ASSERT_TRUE(no_qt_translations.isValid());
    EXPECT_EQ(gpuplan::gui::installTranslations(app, QStringLiteral("fr"), no_qt_translations.path()),
              QStringLiteral("fr"));
    EXPECT_EQ(QCoreApplication::translate("gpuplan::charts::ChartView", "Reset zoom"),
              QStringLiteral("Réinitialiser le zoom"));
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    EXPECT_EQ(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
              QStringLiteral("Cancel"));
    EXPECT_EQ(QLocale().language(), QLocale::French);
    EXPECT_EQ(gpuplan::gui::installTranslations(app, QStringLiteral("en")), QStringLiteral("en"));
    QLocale::setDefault(before);
}

// The start-up reads the language of the preferences.
TEST_F(PreferencesTest, StartUpFollowsTheLanguageSetting) {
    auto& app = *qobject_cast<QApplication*>(QCoreApplication::instance());
    const QLocale before = QLocale();
    const QString org = QCoreApplication::organizationName();
    const QString name = QCoreApplication::applicationName();
    // setupApplication names the application "gpu-planner": the settings it reads are
    // those of that name (in the test location, not the user's).
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
    Settings().setLanguage(QStringLiteral("fr"));
    gpuplan::gui::setupApplication(app);
    EXPECT_EQ(QCoreApplication::translate("gpuplan::charts::ChartView", "Reset zoom"),
              QStringLiteral("Réinitialiser le zoom"));
    QSettings().clear();
    QCoreApplication::setOrganizationName(org);
    QCoreApplication::setApplicationName(name);
    gpuplan::gui::installTranslations(app, QStringLiteral("en"));
    QLocale::setDefault(before);
}

// Issue 37, item 12: on a system whose locale is C (a container, LANG unset) the window wrote
// "1,800.00€" while the report and the manual write "€1,800.00". The interface's locale is then
// English as the United States write it; a real system locale is kept.
TEST(InterfaceLocale, ACLocaleSystemWritesAmountsAsTheReportDoes) {
    const QLocale c = gpuplan::gui::interfaceLocale(QStringLiteral("system"), QLocale::c());
    EXPECT_EQ(c.toCurrencyString(1800.0, QStringLiteral("€"), 2), QStringLiteral("€1,800.00"));
    EXPECT_EQ(QLocale::c().toCurrencyString(1800.0, QStringLiteral("€"), 2), QStringLiteral("1800.00€"))
        << "the C locale's own way, which the window must not use";
    EXPECT_EQ(
        gpuplan::gui::interfaceLocale(QStringLiteral("system"), QLocale(QLocale::French, QLocale::France))
            .toCurrencyString(1800.0, QStringLiteral("€"), 2),
        QStringLiteral("1\u202f800,00\u00a0€"));
    EXPECT_EQ(gpuplan::gui::interfaceLocale(QStringLiteral("en"), QLocale::c()).language(), QLocale::English);
    EXPECT_EQ(gpuplan::gui::interfaceLocale(QStringLiteral("fr"), QLocale::c()).language(), QLocale::French);
}
