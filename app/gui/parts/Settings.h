#pragma once

#include "core/base/Units.h"
#include "core/catalog/Catalog.h"
#include "core/scenario/Scenario.h"
#include "core/speed/Throughput.h"

#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplan::gui {

// The user's preferences, typed, over QSettings (the application's default
// scope: tests isolate it with QStandardPaths::setTestModeEnabled). Every key
// is named here and nowhere else; an absent or unreadable value reads as its
// default. Other parts of the GUI read some keys directly: the Probe tab
// "probe/enabled", the catalog editor "display/currency".
class Settings {
public:
    static inline const QString kLanguage = QStringLiteral("language"); // "system", "en", "fr"
    static inline const QString kDisplayCurrency = QStringLiteral("display/currency");
    static inline const QString kMemoryUnit = QStringLiteral("display/memoryUnit"); // "GB", "GiB"
    static inline const QString kRatesGroup = QStringLiteral("rates");              // rates/USD = per EUR
    static inline const QString kElectricity = QStringLiteral("defaults/electricityPerKwh");
    static inline const QString kEfficienciesGroup = QStringLiteral("defaults/efficiencies");
    static inline const QString kCatalogPath = QStringLiteral("catalog/path");
    static inline const QString kProbeEnabled = QStringLiteral("probe/enabled");
    static inline const QString kStaleAfterMonths = QStringLiteral("prices/staleAfterMonths");
    static inline const QString kFormSectionsGroup =
        QStringLiteral("form/sections"); // form/sections/ID = open

    // The languages the dialog offers, by id: "system" follows QLocale::system().
    static QStringList languages() {
        return {QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("fr")};
    }

    Settings() = default;

    QString language() const;
    void setLanguage(const QString& language);

    // The currency of new scenarios (ISO 4217), "EUR" by default.
    QString displayCurrency() const;
    void setDisplayCurrency(const QString& code);

    // The user's exchange rates (units of the currency for one euro), which
    // replace the catalog's estimate in every plan unless the scenario has its own.
    std::optional<double> rateOverride(const QString& currency) const;
    void setRateOverride(const QString& currency, std::optional<double> per_eur);
    std::vector<ExchangeRate> rateOverrides() const;
    void setRateOverrides(const std::vector<ExchangeRate>& rates); // replaces them all

    SizeUnit memoryUnit() const;
    void setMemoryUnit(SizeUnit unit);

    // For new scenarios.
    double electricityPerKwh() const;
    void setElectricityPerKwh(double price);
    Efficiencies efficiencies() const;
    void setEfficiencies(const Efficiencies& e);

    // The catalog file chosen in the preferences ("" = the default one). The
    // --db option and $GPU_PLANNER_DB win over it.
    QString catalogPath() const;
    void setCatalogPath(const QString& path);

    // A catalog price older than this many months is flagged in the window and the report it
    // exports (core/cost/Pricing.h: 12 by default, 1 to 120).
    int staleAfterMonths() const;
    void setStaleAfterMonths(int months);

    bool probeEnabled() const;
    void setProbeEnabled(bool enabled);

    // Whether a folded section of the scenario form ("advanced", "efficiencies"...)
    // is open; closed by default.
    bool formSectionOpen(const QString& id) const;
    void setFormSectionOpen(const QString& id, bool open);

    // A new scenario with the preferred currency, electricity price and efficiencies.
    Scenario newScenario() const;

private:
    mutable QSettings settings_;
};

} // namespace gpuplan::gui
