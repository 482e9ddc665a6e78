#pragma once

// How the GUI writes numbers with their units (memory in GB or GiB as the
// preferences say, money in the scenario's currency, durations, dates), in the
// UI language's conventions (QLocale()): one place, so that every tab agrees.

#include "core/MultiGpu.h"
#include "core/Precision.h"
#include "core/Units.h"
#include "text/Names.h"

#include <QString>

#include <string>

namespace gpuplan::gui::format {

// The unit of every memory figure the GUI shows: GB (1e9 bytes, the default,
// as GPU vendors count) or GiB (1024^3 bytes, as nvidia-smi and the OS count).
void setMemoryUnit(SizeUnit unit);
SizeUnit memoryUnit();
QString memoryUnitName();                              // "GB" / "GiB" (translated)
double memoryValue(double bytes);                      // bytes in the memory unit
QString memory(double bytes, int decimals = 1);        // "14.6"
QString memoryText(double bytes, int decimals = 1);    // "14.6 GB"
QString withMemoryUnit(const QString& label_with_arg); // tr("Capacity (%1)") -> "Capacity (GB)"

// A currency amount in the UI locale: "€1,800.00" (en_US), "1 800,00 €" (fr_FR,
// with QLocale's no-break spaces). decimals < 0: two, none from 100 000 up.
QString money(double amount, const std::string& currency, int decimals = -1);
// The symbol of an ISO 4217 code ("EUR" -> "€", "USD" -> "$"); the code itself
// when there is no well-known symbol.
QString currencySymbol(const QString& code);
// An ISO 8601 date (YYYY-MM-DD) in the UI locale, without the weekday:
// "December 31, 2024", "31 décembre 2024"; the text unchanged when it is not a date.
QString date(const std::string& iso);
QString decimal(double v, int decimals); // QLocale().toString(v, 'f', decimals)
QString hours(double h);                 // "3.2 h", "45 min"
QString seconds(double s);               // "16.7 ms", "1.35 s"
QString number(double v, int significant = 3);
// Names shared with the PDF report (app/text/Names.h).
using text::layoutText;
using text::precisionName;
using text::shortGpuName;
using text::strategyName;

} // namespace gpuplan::gui::format
