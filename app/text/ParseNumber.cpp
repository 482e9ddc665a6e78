#include "text/ParseNumber.h"

#include <cmath>

namespace gpuplan::text {

std::optional<double> parseNumber(const QString& text, const QLocale& locale) {
    bool ok = false;
    const QString t = text.trimmed();
    double v = locale.toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace gpuplan::text
