#pragma once

// parseNumber(): a number as a person types it in a field, in the UI language or in
// C notation ("0,25" or "0.25" in a French UI).

#include <QLocale>
#include <QString>

#include <optional>

namespace gpuplan::text {

// The number in `text` (surrounding spaces ignored); nothing when it is not a finite number.
std::optional<double> parseNumber(const QString& text, const QLocale& locale = QLocale());

} // namespace gpuplan::text
