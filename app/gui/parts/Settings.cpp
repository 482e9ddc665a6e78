#include "gui/parts/Settings.h"

#include "core/cost/Pricing.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::gui {

namespace {

// A number read back, or nullopt when it is absent, not a number or outside [lo, hi].
std::optional<double> readNumber(const QSettings& s, const QString& key, double lo, double hi) {
    if (!s.contains(key))
        return std::nullopt;
    bool ok = false;
    const double v = s.value(key).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi)
        return std::nullopt;
    return v;
}

// The efficiencies kept in the settings: key, field, and the range a .gpuplan accepts.
struct EfficiencyKey {
    const char* key;
    double Efficiencies::*field;
    double CommSettings::*comm_field;
    double lo, hi;
};

double& fieldOf(Efficiencies& e, const EfficiencyKey& k) {
    return k.field ? e.*k.field : e.comm.*k.comm_field;
}

const EfficiencyKey kEfficiencyKeys[] = {
    {"train_mfu", &Efficiencies::train_mfu, nullptr, 1e-6, 1.0},
    {"prefill_mfu", &Efficiencies::prefill_mfu, nullptr, 1e-6, 1.0},
    {"decode_mfu", &Efficiencies::decode_mfu, nullptr, 1e-6, 1.0},
    {"decode_memory", &Efficiencies::decode_memory, nullptr, 1e-6, 1.0},
    {"gemm", &Efficiencies::gemm, nullptr, 1e-6, 1.0},
    {"rocm_factor", &Efficiencies::rocm_factor, nullptr, 1e-3, 100.0},
    {"other_stack_factor", &Efficiencies::other_stack_factor, nullptr, 1e-3, 100.0},
    {"collective", nullptr, &CommSettings::collective_efficiency, 1e-6, 1.0},
    {"overlap", nullptr, &CommSettings::overlap, 0.0, 1.0},
};

QString efficiencyKey(const char* name) {
    return Settings::kEfficienciesGroup + QLatin1Char('/') + QLatin1String(name);
}

} // namespace

QString Settings::language() const {
    const QString v = settings_.value(kLanguage, QStringLiteral("system")).toString();
    return languages().contains(v) ? v : QStringLiteral("system");
}

void Settings::setLanguage(const QString& language) {
    settings_.setValue(kLanguage, language);
}

QString Settings::displayCurrency() const {
    const QString v = settings_.value(kDisplayCurrency, QStringLiteral("EUR")).toString().trimmed();
    return v.isEmpty() ? QStringLiteral("EUR") : v;
}

void Settings::setDisplayCurrency(const QString& code) {
    settings_.setValue(kDisplayCurrency, code);
}

std::optional<double> Settings::rateOverride(const QString& currency) const {
    return readNumber(settings_, kRatesGroup + QLatin1Char('/') + currency, 1e-9, 1e9);
}

void Settings::setRateOverride(const QString& currency, std::optional<double> per_eur) {
    const QString key = kRatesGroup + QLatin1Char('/') + currency;
    if (per_eur)
        settings_.setValue(key, *per_eur);
    else
        settings_.remove(key);
}

std::vector<ExchangeRate> Settings::rateOverrides() const {
    std::vector<ExchangeRate> rates;
    settings_.beginGroup(kRatesGroup);
    const QStringList codes = settings_.childKeys();
    settings_.endGroup();
    for (const QString& code : codes) {
        if (const auto v = rateOverride(code)) {
            ExchangeRate r;
            r.currency = code.toStdString();
            r.per_eur = *v;
            r.source = "preferences";
            rates.push_back(r);
        }
    }
    return rates;
}

void Settings::setRateOverrides(const std::vector<ExchangeRate>& rates) {
    settings_.remove(kRatesGroup);
    for (const ExchangeRate& r : rates)
        setRateOverride(QString::fromStdString(r.currency), r.per_eur);
}

SizeUnit Settings::memoryUnit() const {
    // GiB unless chosen otherwise: the figure vendors print ("24 GB" for 24 GiB) and nvidia-smi
    // shows (24564 MiB), so a 24 GB card reads 24.0, not 25.8.
    return settings_.value(kMemoryUnit).toString() == QStringLiteral("GB") ? SizeUnit::GB : SizeUnit::GiB;
}

void Settings::setMemoryUnit(SizeUnit unit) {
    settings_.setValue(kMemoryUnit, unit == SizeUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB"));
}

int Settings::staleAfterMonths() const {
    bool ok = false;
    const int months = settings_.value(kStaleAfterMonths).toInt(&ok);
    return ok && months >= kMinStaleAfterMonths && months <= kMaxStaleAfterMonths ? months
                                                                                  : kDefaultStaleAfterMonths;
}

void Settings::setStaleAfterMonths(int months) {
    settings_.setValue(kStaleAfterMonths, std::clamp(months, kMinStaleAfterMonths, kMaxStaleAfterMonths));
}

double Settings::electricityPerKwh() const {
    return readNumber(settings_, kElectricity, 0.0, 1e6).value_or(Scenario{}.electricity_per_kwh);
}

void Settings::setElectricityPerKwh(double price) {
    settings_.setValue(kElectricity, price);
}

Efficiencies Settings::efficiencies() const {
    Efficiencies e;
    for (const EfficiencyKey& k : kEfficiencyKeys)
        if (const auto v = readNumber(settings_, efficiencyKey(k.key), k.lo, k.hi))
            fieldOf(e, k) = *v;
    return e;
}

void Settings::setEfficiencies(const Efficiencies& e) {
    Efficiencies copy = e;
    for (const EfficiencyKey& k : kEfficiencyKeys)
        settings_.setValue(efficiencyKey(k.key), fieldOf(copy, k));
}

QString Settings::catalogPath() const {
    return settings_.value(kCatalogPath).toString();
}

void Settings::setCatalogPath(const QString& path) {
    settings_.setValue(kCatalogPath, path);
}

bool Settings::probeEnabled() const {
    return settings_.value(kProbeEnabled, true).toBool();
}

void Settings::setProbeEnabled(bool enabled) {
    settings_.setValue(kProbeEnabled, enabled);
}

bool Settings::formSectionOpen(const QString& id) const {
    return settings_.value(kFormSectionsGroup + QLatin1Char('/') + id, false).toBool();
}

void Settings::setFormSectionOpen(const QString& id, bool open) {
    settings_.setValue(kFormSectionsGroup + QLatin1Char('/') + id, open);
}

Scenario Settings::newScenario() const {
    Scenario s;
    s.currency = displayCurrency().toStdString();
    s.electricity_per_kwh = electricityPerKwh();
    s.efficiencies = efficiencies();
    return s;
}

} // namespace gpuplan::gui
