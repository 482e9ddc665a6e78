#pragma once

// How GPU Planner writes a figure with its unit — memory in GB or GiB, money in a
// currency, durations, rates, shares, counts, dates — in one locale's conventions:
// the one formatter of the desktop application, the PDF report and the command line.

#include "core/base/Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cstdint>
#include <string>

namespace gpuplan::text {

class Format {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::text::Format)
public:
    // Numbers in `locale`'s conventions, memory in `memory_unit`, the words ("GB", "%1 ms")
    // from the translators installed on the application (QCoreApplication).
    explicit Format(QLocale locale = QLocale(), SizeUnit memory_unit = SizeUnit::GB);
    // The command line's: numbers the way its language (text/Translate.h) writes them (C
    // notation, ungrouped, in English; QLocale's French), the words from its translation.
    static Format commandLine();
    // The same conventions with memory in `unit` (the probe writes both GB and GiB).
    Format inMemoryUnit(SizeUnit unit) const;

    const QLocale& locale() const { return locale_; }
    SizeUnit memoryUnit() const { return memory_unit_; }

    // Memory: GB (1e9 bytes, as GPU vendors count) or GiB (1024^3 bytes, as nvidia-smi
    // and the OS count).
    QString memoryUnitName() const;                              // "GB" / "GiB" (translated)
    double memoryUnitBytes() const;                              // 1e9 (GB) or 1024^3 (GiB)
    double memoryValue(double bytes) const;                      // bytes in the memory unit
    QString memory(double bytes, int decimals = 1) const;        // "14.6"
    QString memoryText(double bytes, int decimals = 1) const;    // "14.6 GB"
    QString withMemoryUnit(const QString& label_with_arg) const; // tr("Capacity (%1)") -> "Capacity (GB)"
    // The result of arithmetic in billions of bytes (the guide's "6.74B × 2 B × 1.2"): in GB,
    // so that it adds up, with the memory unit's figure after it when that is GiB:
    // "16.2 GB (15.1 GiB)".
    QString gigabytesText(double bytes, int decimals = 1) const;

    // A currency amount: "€1,800.00" (en_US), "1 800,00 €" (fr_FR, with QLocale's no-break
    // spaces), "-€250.50"; decimals < 0: two, none from 100 000 up. The command line's
    // writes the amount and the ISO code, as its plain text does: "1800.00 EUR".
    QString money(double amount, const std::string& currency, int decimals = -1) const;
    QString moneyPerHour(double amount, const std::string& currency) const; // "€2.50/h"
    QString moneyPerKwh(double amount, const std::string& currency) const;  // "€0.25/kWh", "0,25 €/kWh"
    // An amount in a few characters, for a chart's axis: "€4M", "€250k", "€1.5M", "€900" (en_US),
    // "4 M€", "250 k€" (fr_FR).
    QString compactMoney(double amount, const std::string& currency) const;
    // An amount and its ISO code, as plain text writes money: "1800 EUR" (command line).
    QString amount(double amount, const std::string& currency, int decimals) const;
    // The symbol of an ISO 4217 code ("EUR" -> "€"); the code itself when it has no
    // well-known symbol.
    static QString currencySymbol(const std::string& currency);

    QString hours(double h) const;   // "45 min", "3.2 h", "1,250 h"
    QString seconds(double s) const; // "16.7 ms", "1.35 s", "25 min" from ten minutes up
    // One unit for a column of times: "317.46 ms", "1234.50 ms".
    QString milliseconds(double s, int decimals = 2) const;

    QString decimal(double v, int decimals) const;                 // "1,234.5"
    QString number(double v, int significant = 3) const;           // "0.123", "12,346"
    QString percent(double fraction, int decimals = 0) const;      // "84%" (en), "84 %" (fr)
    QString bandwidth(double bytes_per_s, int decimals = 1) const; // "64.0 GB/s"
    QString grouped(std::uint64_t v) const; // "6,738,415,616": grouped even where numbers are not
    QString count(std::uint64_t v) const;   // "6.74 B", "8.39 M", "512"

    // A large count in words: "15.3 billion", "7.97 million", "450,000" (en_US); "15,3 milliards",
    // "1,5 million", "2 millions" (fr_FR): never "1.53e+10".
    QString largeNumber(double v) const;
    // Counted phrases, the noun in the plural form the figure takes in the language: "1 job a
    // month", "37.1 jobs a month"; "1 tâche par mois", "1,5 tâche par mois", "37,1 tâches par mois".
    QString jobsPerMonth(double jobs) const;
    QString gpus(int n) const; // "1 GPU", "8 GPUs"
    // A number of months: "1 month", "24 months", "7.2 months" (decimals 1); "7,2 mois".
    QString months(double m, int decimals = 0) const;

    // An ISO 8601 date (YYYY-MM-DD) without the weekday: "December 31, 2024",
    // "31 décembre 2024"; the text unchanged when it is not a date.
    QString date(const std::string& iso) const;

    // A sentence of another part of app/text (marked with QT_TRANSLATE_NOOP(context, ...)) in
    // the translation this formatter writes with: the application's, or the command line's.
    QString translated(const char* context, const char* source) const;

private:
    enum class Words { Application, CommandLine };
    Format(QLocale locale, SizeUnit memory_unit, Words words);
    // A word of this class (marked with QT_TR_NOOP) in the translation `words_` names.
    QString word(const char* source) const;
    // `written` (the figure `v` as shown) in the phrase `one` or `many` (QT_TR_N_NOOP): English
    // has its singular for a figure written "1" only; the translation picks its form by the
    // figure's integer part (CLDR's French "one" is an integer part of 0 or 1: "1,5 tâche").
    QString counted(double v, const QString& written, const char* one, const char* many) const;

    QLocale locale_;
    SizeUnit memory_unit_;
    Words words_ = Words::Application;
};

} // namespace gpuplan::text
