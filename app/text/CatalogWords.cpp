#include "text/CatalogWords.h"

#include "text/QtString.h"

#include <QCoreApplication>

namespace gpuplan::text {

namespace {

constexpr const char* kContext = "catalog";

const char* const kOfferKinds[] = {
    QT_TRANSLATE_NOOP("catalog", "on-demand"),
    QT_TRANSLATE_NOOP("catalog", "reserved"),
    QT_TRANSLATE_NOOP("catalog", "spot"),
};

const char* const kConditions[] = {
    QT_TRANSLATE_NOOP("catalog", "new"),
    QT_TRANSLATE_NOOP("catalog", "used"),
};

// Country and area names, and the regions written in words, as the seed catalog spells them
// (database/seed/cloud_offers.csv). Data-centre codes ("us-east-1", "eastus") stay as they are.
const char* const kPlaces[] = {
    QT_TRANSLATE_NOOP("catalog", "(global)"),
    QT_TRANSLATE_NOOP("catalog", "Bulgaria"),
    QT_TRANSLATE_NOOP("catalog", "France"),
    QT_TRANSLATE_NOOP("catalog", "Germany"),
    QT_TRANSLATE_NOOP("catalog", "Italy"),
    QT_TRANSLATE_NOOP("catalog", "Japan"),
    QT_TRANSLATE_NOOP("catalog", "North America"),
    QT_TRANSLATE_NOOP("catalog", "United Kingdom"),
    QT_TRANSLATE_NOOP("catalog", "Vietnam"),
    QT_TRANSLATE_NOOP("catalog", "US"),
    QT_TRANSLATE_NOOP("catalog", "Bavaria, DE"),
    QT_TRANSLATE_NOOP("catalog", "Kansas, US"),
    QT_TRANSLATE_NOOP("catalog", "Oklahoma, US"),
    QT_TRANSLATE_NOOP("catalog", "Texas, US"),
    QT_TRANSLATE_NOOP("catalog", "Quebec, CA"),
    QT_TRANSLATE_NOOP("catalog", "Taichung, TW"),
    QT_TRANSLATE_NOOP("catalog", "GRA (Gravelines, FR)"),
    QT_TRANSLATE_NOOP("catalog", "eu-central-1 (Frankfurt)"),
    QT_TRANSLATE_NOOP("catalog", "eu-north-1 (Stockholm)"),
    QT_TRANSLATE_NOOP("catalog", "fr-par-2 (Paris)"),
    QT_TRANSLATE_NOOP("catalog", "US/EU/APAC secure-cloud DCs (same price)"),
    QT_TRANSLATE_NOOP("catalog", "all listed regions (same price, e.g. us-east-1)"),
};

// The guide's citation, phrase by phrase (the title it quotes stays in its own French).
const char* const kGuidePhrases[] = {
    QT_TRANSLATE_NOOP("catalog", "(the guide)"),
    QT_TRANSLATE_NOOP("catalog", "the guide "),
    QT_TRANSLATE_NOOP("catalog", "(French, undated; its title says 2026)"),
    QT_TRANSLATE_NOOP("catalog", ", section on "),
    QT_TRANSLATE_NOOP("catalog", "return on investment (buy vs rent)"),
    QT_TRANSLATE_NOOP("catalog", "Mixtral 8x7B (NVIDIA vs AMD)"),
};

// The notes of the default catalog's exchange rates that are words, not citations
// (database/seed/exchange_rates.csv).
const char* const kRateNotes[] = {
    QT_TRANSLATE_NOOP(
        "catalog", "Editable estimate, not fetched: about the ECB euro reference rate's 2024 average (~1.08 "
                   "USD per EUR). Update it in the catalog (exchange_rates) before relying on conversions."),
};

} // namespace

QString rateSourceText(const std::string& source, const Format& format) {
    return knownText(kRateNotes, kContext, source, format);
}

QString offerKindText(const std::string& pricing, const Format& format) {
    return knownText(kOfferKinds, kContext, pricing, format);
}

QString regionText(const std::string& region, const Format& format) {
    return knownText(kPlaces, kContext, region, format);
}

QString conditionText(const std::string& condition, const Format& format) {
    return knownText(kConditions, kContext, condition, format);
}

QString offerLabelText(const std::string& label, const Format& format) {
    for (const char* kind : kOfferKinds) {
        const std::string tail = std::string(" ") + kind;
        if (label.size() > tail.size() && label.compare(label.size() - tail.size(), tail.size(), tail) == 0)
            return sourceText(label.substr(0, label.size() - tail.size()), format) + QLatin1Char(' ') +
                   format.translated(kContext, kind);
    }
    return sourceText(label, format);
}

QString sourceText(const std::string& source, const Format& format) {
    QString out = qs(source);
    if (!out.contains(QLatin1String("the guide")))
        return out;
    for (const char* phrase : kGuidePhrases)
        out.replace(QLatin1String(phrase), format.translated(kContext, phrase));
    return out;
}

} // namespace gpuplan::text
