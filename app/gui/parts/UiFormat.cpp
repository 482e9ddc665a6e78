#include "gui/parts/UiFormat.h"

#include "core/cost/Pricing.h"

#include <QLocale>

namespace gpuplan::gui {

namespace {
SizeUnit g_memory_unit = SizeUnit::GB;               // GUI thread only
int g_stale_after_months = kDefaultStaleAfterMonths; // GUI thread only
} // namespace

void setMemoryUnit(SizeUnit unit) {
    g_memory_unit = unit;
}

SizeUnit memoryUnit() {
    return g_memory_unit;
}

void setStaleAfterMonths(int months) {
    g_stale_after_months = months;
}

int staleAfterMonths() {
    return g_stale_after_months;
}

text::Format uiFormat() {
    return text::Format(QLocale(), g_memory_unit);
}

} // namespace gpuplan::gui
