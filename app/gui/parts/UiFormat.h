#pragma once

// The desktop application's formatter: text::Format over the UI language's locale
// (QLocale()) and the memory unit the preferences chose, so that every tab agrees.

#include "core/base/Units.h"
#include "text/Format.h"

namespace gpuplan::gui {

// The unit of every memory figure the GUI shows: GB (the default, as GPU vendors
// count) or GiB (as nvidia-smi and the OS count). GUI thread only.
void setMemoryUnit(SizeUnit unit);
SizeUnit memoryUnit();

// The age past which a catalog price is flagged, in months (the preferences'; 12 by default). GUI
// thread only.
void setStaleAfterMonths(int months);
int staleAfterMonths();

// A formatter of the current UI locale and memory unit (cheap: build one where needed).
text::Format uiFormat();

} // namespace gpuplan::gui
