#include "gui/UiFormat.h"

#include <QLocale>

namespace gpuplan::gui {

namespace {
SizeUnit g_memory_unit = SizeUnit::GB; // GUI thread only
} // namespace

void setMemoryUnit(SizeUnit unit) {
    g_memory_unit = unit;
}

SizeUnit memoryUnit() {
    return g_memory_unit;
}

text::Format uiFormat() {
    return text::Format(QLocale(), g_memory_unit);
}

} // namespace gpuplan::gui
